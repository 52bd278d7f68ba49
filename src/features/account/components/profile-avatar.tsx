import { useLingui } from '@lingui/react/macro'
import { Camera } from 'lucide-react'
import { useRef } from 'react'
import { imageUrl } from '#src/lib/image-url'
import { PictureFileInput } from '#src/ui/form/picture-file-input'
import type { SessionUser } from '#src/session/session-storage'
import { useProfilePicture } from '../use-profile'

/** The picture (150 px round, SPEC §9), the name and the e-mail or phone, and the upload. */
export function ProfileAvatar({ user }: { user: SessionUser }) {
  const { t } = useLingui()
  const picture = useProfilePicture(user._id)
  const input = useRef<HTMLInputElement>(null)
  const progress = picture.percent

  const initial = Array.from(user.fullName || user.userName)[0] ?? '?'
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="relative">
        {user.image ? (
          <img
            src={imageUrl(user.image)}
            alt={t({ id: 'profile.picture', message: 'ຮູບໂປຣໄຟລ໌' })}
            width={150}
            height={150}
            className="size-[150px] rounded-full object-cover ring-4 ring-secondary"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-[150px] items-center justify-center rounded-full bg-app-gradient text-6xl font-bold text-white ring-4 ring-secondary"
          >
            {initial}
          </span>
        )}
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          aria-label={t({ id: 'profile.changePicture', message: 'ປ່ຽນຮູບໂປຣໄຟລ໌' })}
          className="absolute right-1 bottom-1 flex size-11 items-center justify-center rounded-full bg-secondary text-app-from shadow-md disabled:opacity-60"
        >
          <Camera aria-hidden className="size-5" />
        </button>
        <PictureFileInput ref={input} onPick={picture.pick} />
      </div>
      {progress !== null ? (
        <div className="flex w-full max-w-56 items-center gap-2">
          <progress
            max={100}
            value={progress}
            aria-label={t({ id: 'upload.progress', message: 'ກຳລັງອັບໂຫຼດ' })}
            className="h-2 flex-1 overflow-hidden rounded-full accent-first"
          />
          <span className="w-10 text-right text-sm font-bold text-ink-strong">{progress}%</span>
          {picture.cancellable ? (
            <button
              type="button"
              onClick={picture.cancel}
              className="min-h-11 px-2 text-sm font-bold text-red-600"
            >
              {t({ id: 'upload.cancel', message: 'ຍົກເລີກ' })}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="min-w-0">
        <p className="truncate text-lg font-bold text-ink-strong">{user.fullName}</p>
        <p className="truncate">{user.email ?? user.userName}</p>
      </div>
    </div>
  )
}
