import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { Camera } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { notify } from '../../../app/notify'
import { apiBaseUrl } from '../../../lib/env'
import { imageUrl } from '../../../lib/image-url'
import { isUploadMimeType, MAX_UPLOAD_BYTES, uploadImage } from '../../../lib/upload-file'
import { toSessionUser, type SessionUser } from '../../session/session-storage'
import { accountErrorMessage } from '../account-error-message'

/** The picture (150 px round, SPEC §9), the name and the e-mail or phone, and the upload. */
export function ProfileAvatar({ user }: { user: SessionUser }) {
  const { t } = useLingui()
  const { api, session } = useRouteContext({ from: '__root__' })
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const uploading = useRef<AbortController | null>(null)

  useEffect(() => () => uploading.current?.abort(), [])

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!isUploadMimeType(file.type)) {
      notify.error(t({ id: 'upload.notImage', message: 'ກະລຸນາເລືອກຮູບພາບ' }))
      return
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      notify.error(t({ id: 'upload.tooLarge', message: 'ຮູບພາບໃຫຍ່ເກີນ 10 MB' }))
      return
    }
    const controller = new AbortController()
    uploading.current = controller
    setProgress(0)
    try {
      const image = await uploadImage({
        api,
        baseUrl: apiBaseUrl,
        file,
        onProgress: (percent) => setProgress(Math.round(percent)),
        signal: controller.signal,
      })
      const { data, error } = await api.PUT('/api/v1/user/{id}', {
        params: { path: { id: user._id } },
        body: { image },
      })
      if (!data) throw error ?? {}
      await session.updateUser(toSessionUser(data.data))
      notify.success(t({ id: 'profile.pictureSaved', message: 'ປ່ຽນຮູບໂປຣໄຟລ໌ແລ້ວ' }))
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'UNKNOWN'
      if (code !== 'ABORTED') notify.error(accountErrorMessage(code))
    } finally {
      setProgress(null)
    }
  }

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
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="hidden"
          onChange={(event) => void pick(event)}
        />
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
          <button
            type="button"
            onClick={() => uploading.current?.abort()}
            className="min-h-11 px-2 text-sm font-bold text-red-600"
          >
            {t({ id: 'upload.cancel', message: 'ຍົກເລີກ' })}
          </button>
        </div>
      ) : null}
      <div className="min-w-0">
        <p className="truncate text-lg font-bold text-ink-strong">{user.fullName}</p>
        <p className="truncate">{user.email ?? user.userName}</p>
      </div>
    </div>
  )
}
