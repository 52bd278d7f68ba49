import { UserRound } from 'lucide-react'
import { imageUrl } from '#src/lib/image-url'

interface ChatAvatarProps {
  /** The picture's path under /images/, or nothing for a member without one. */
  image: string | null | undefined
  name: string
  /** Opens the picture large; a member without a picture has nothing to open. */
  onOpen?: (src: string) => void
  openLabel?: string
}

/** SPEC 2: avatars are 50 px and round, and open in a modal. */
export function ChatAvatar({ image, name, onOpen, openLabel }: ChatAvatarProps) {
  if (!image) {
    return (
      <span
        aria-hidden
        className="flex size-[50px] shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500"
      >
        <UserRound className="size-7" />
      </span>
    )
  }
  const src = imageUrl(image)
  const picture = (
    <img
      src={src}
      alt={onOpen ? '' : name}
      width={50}
      height={50}
      loading="lazy"
      className="size-[50px] rounded-full bg-slate-200 object-cover"
    />
  )
  if (!onOpen) return <span className="shrink-0">{picture}</span>
  return (
    <button
      type="button"
      onClick={() => onOpen(src)}
      aria-label={openLabel}
      className="shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-first"
    >
      {picture}
    </button>
  )
}
