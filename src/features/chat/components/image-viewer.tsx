import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useFocusReturn } from '#src/ui/use-focus-return'

interface ImageViewerProps {
  src: string
  /** Says whose picture or which photo it is, for screen readers and the dialog's title. */
  title: string
  onClose: () => void
}

/** A chat photo or avatar at full size (SPEC 2: thumbnails and avatars open in a modal). */
export function ImageViewer({ src, title, onClose }: ImageViewerProps) {
  const { t } = useLingui()
  const returnFocus = useFocusReturn()
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90vh] w-fit max-w-[92vw] flex-col items-end gap-2 outline-none"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Close
            aria-label={t({ id: 'chat.closeImage', message: 'ປິດ' })}
            className="flex tap-target items-center justify-center rounded-full bg-white text-ink-strong shadow"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <img
            src={src}
            alt={title}
            className="max-h-[80vh] max-w-[92vw] rounded-2xl bg-white object-contain"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
