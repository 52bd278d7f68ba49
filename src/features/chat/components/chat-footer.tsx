import { Trans, useLingui } from '@lingui/react/macro'
import { ImagePlus, LoaderCircle, SendHorizontal, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { CHAT_IMAGE_TYPES } from '#machines/chat-send.machine'
import type { ChatComposer } from '../use-chat-composer'
import { ChatAvatar } from './chat-avatar'
import { errorMessage } from '#src/i18n/error-message'

/** The counter shows once the text comes this close to the limit. */
const COUNTER_FROM_REMAINING = 100

interface ChatFooterProps {
  composer: ChatComposer
  user: { fullName: string; image?: string | null }
}

/**
 * SPEC 2: the user's picture, the text input ('Message.......'), the image upload and the send
 * icon. Send is greyed while it cannot be used (SPEC 4); an upload shows its percentage and can be
 * cancelled.
 */
export function ChatFooter({ composer, user }: ChatFooterProps) {
  const { t } = useLingui()
  const fileInput = useRef<HTMLInputElement>(null)
  const counterId = useId()
  const errorId = useId()
  const remaining = composer.maxLength - composer.text.length
  const busyWithImage = composer.isUploading || composer.isPostingImage

  return (
    <form
      className="flex flex-col gap-2 border-t border-slate-200 bg-white/95 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        composer.submit()
      }}
    >
      {busyWithImage ? (
        <UploadProgress
          percent={composer.uploadPercent}
          isPosting={composer.isPostingImage}
          onCancel={composer.isUploading ? composer.cancelUpload : undefined}
        />
      ) : null}
      <div className="flex items-center gap-2">
        <ChatAvatar image={user.image} name={user.fullName} />
        <input
          type="text"
          value={composer.text}
          maxLength={composer.maxLength}
          readOnly={composer.isSending}
          onChange={(event) => composer.type(event.target.value)}
          placeholder={t({ id: 'chat.placeholder', message: 'ຂໍ້ຄວາມ.......' })}
          aria-label={t({ id: 'chat.inputLabel', message: 'ຂຽນຂໍ້ຄວາມ' })}
          aria-describedby={`${counterId} ${errorId}`}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2.5 text-sm text-ink-strong outline-none focus:border-first focus:ring-2 focus:ring-first/30"
        />
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t({ id: 'chat.chooseImage', message: 'ເລືອກຮູບພາບ' })}
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared so that picking the same file again is a new pick.
            event.target.value = ''
            if (file) composer.pickImage(file)
          }}
        />
        <button
          type="button"
          disabled={busyWithImage || composer.isSending}
          onClick={() => fileInput.current?.click()}
          aria-label={t({ id: 'chat.uploadImage', message: 'ສົ່ງຮູບພາບ' })}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-first transition hover:bg-third disabled:opacity-40"
        >
          <ImagePlus aria-hidden className="size-6" />
        </button>
        <button
          type="submit"
          disabled={!composer.canSend}
          aria-label={t({ id: 'chat.send', message: 'ສົ່ງ' })}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-white shadow-sm transition hover:bg-primary-dark disabled:bg-slate-300 disabled:text-slate-500 disabled:shadow-none"
        >
          {composer.isSending ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden className="size-5" />
          )}
        </button>
      </div>
      <div className="flex justify-between gap-2 px-1 text-xs">
        <p id={errorId} role="alert" className="font-bold text-red-600">
          {composer.errorCode ? errorMessage(composer.errorCode, 'chat') : null}
        </p>
        <p id={counterId} className={remaining <= 0 ? 'font-bold text-red-600' : 'text-slate-600'}>
          {remaining <= COUNTER_FROM_REMAINING
            ? `${composer.text.length}/${composer.maxLength}`
            : null}
        </p>
      </div>
    </form>
  )
}

function UploadProgress({
  percent,
  isPosting,
  onCancel,
}: {
  percent: number
  isPosting: boolean
  onCancel: (() => void) | undefined
}) {
  const { t } = useLingui()
  return (
    <div className="flex items-center gap-3 rounded-xl bg-third/60 px-3 py-2 text-xs font-bold">
      <span className="shrink-0">
        {isPosting ? (
          <Trans id="chat.postingImage">ກຳລັງສົ່ງຮູບ...</Trans>
        ) : (
          <Trans id="chat.uploadingImage">ກຳລັງອັບໂຫຼດຮູບ</Trans>
        )}
      </span>
      <div
        role="progressbar"
        aria-label={t({ id: 'chat.uploadProgress', message: 'ຄວາມຄືບໜ້າການອັບໂຫຼດ' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 shrink-0 text-right tabular-nums">{percent}%</span>
      {onCancel ? (
        <button
          type="button"
          onClick={onCancel}
          aria-label={t({ id: 'chat.cancelUpload', message: 'ຍົກເລີກການອັບໂຫຼດ' })}
          className="flex tap-target items-center justify-center rounded-full text-ink-strong hover:bg-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
