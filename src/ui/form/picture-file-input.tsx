import type { ChangeEvent, Ref } from 'react'
import { UPLOAD_EXTENSIONS } from '../../lib/upload-file'

const ACCEPTED_TYPES = Object.keys(UPLOAD_EXTENSIONS).join(',')

/**
 * The hidden file input behind a "change picture" button: it offers the image types the backend
 * stores and hands over the picked file. It is emptied at once, so picking the same file again
 * (after a failed upload) is a new pick.
 */
export function PictureFileInput({
  ref,
  label,
  onPick,
}: {
  ref: Ref<HTMLInputElement>
  label?: string
  onPick: (file: File) => void
}) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) onPick(file)
  }
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPTED_TYPES}
      className="hidden"
      aria-label={label}
      onChange={pick}
    />
  )
}
