import { useLingui } from '@lingui/react/macro'
import { formatChatTime } from '#src/lib/format-time'
import { imageUrl } from '#src/lib/image-url'
import type { ChatMessage } from '../chat-message'
import { ChatAvatar } from './chat-avatar'

interface ChatBubbleProps {
  message: ChatMessage
  isOwn: boolean
  onOpenImage: (image: { src: string; title: string }) => void
}

/**
 * One message (SPEC 2): own ones right-aligned on yellow, others left-aligned on grey, with the
 * sender's name (the shop's, for an operator), phone and the time. The phone is shown as it arrives: the server masks another
 * customer's (`20•••••007`) for anyone but an operator. The text is rendered as text: React
 * escapes it, so markup a member types shows as the characters they typed.
 */
export function ChatBubble({ message, isOwn, onOpenImage }: ChatBubbleProps) {
  const { t } = useLingui()
  // An operator speaks for the shop: named as the shop in the reader's language, not by the
  // account's name (the demo's 'System Admin'), which reads as English in every language.
  const sender =
    message.isFrom === 'ADMIN' ? t({ id: 'app.name', message: 'ຮ້ານເຕີມເກມ' }) : message.senderName
  const images = message.type === 'IMAGE' ? imagesOf(message) : []
  return (
    <article
      data-testid="chat-message"
      data-own={isOwn || undefined}
      className={`flex items-end gap-2 px-3 py-1.5 ${isOwn ? 'flex-row-reverse' : ''}`}
    >
      <ChatAvatar
        image={message.urlImageUser}
        name={sender}
        openLabel={t({ id: 'chat.openAvatar', message: `ເບິ່ງຮູບຂອງ ${sender}` })}
        onOpen={(src) =>
          onOpenImage({ src, title: t({ id: 'chat.avatarOf', message: `ຮູບຂອງ ${sender}` }) })
        }
      />
      <div
        className={`flex max-w-[75%] min-w-0 flex-col gap-1 rounded-2xl px-3 py-2 shadow-sm ${
          isOwn
            ? 'rounded-br-sm bg-amber-200 text-slate-900'
            : 'rounded-bl-sm bg-slate-200 text-slate-900'
        }`}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-bold">{sender}</span>
          <span className="text-slate-600">{message.phone}</span>
        </p>
        {images.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {images.map((name) => {
              const src = imageUrl(name)
              return (
                <button
                  key={name}
                  type="button"
                  onClick={() =>
                    onOpenImage({
                      src,
                      title: t({ id: 'chat.photoFrom', message: `ຮູບຈາກ ${sender}` }),
                    })
                  }
                  className="rounded-lg focus-visible:outline-2 focus-visible:outline-first"
                >
                  <img
                    src={src}
                    alt={t({ id: 'chat.photoFrom', message: `ຮູບຈາກ ${sender}` })}
                    width={100}
                    height={100}
                    loading="lazy"
                    className="size-[100px] rounded-lg bg-white object-cover"
                  />
                </button>
              )
            })}
          </div>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
        )}
        <time dateTime={message.created_at} className="self-end text-[11px] text-slate-600">
          {formatChatTime(message.created_at)}
        </time>
      </div>
    </article>
  )
}

/** SPEC 3: an IMAGE message lists its files; older ones carry only the first, in `text`. */
function imagesOf(message: ChatMessage): string[] {
  return message.image.length > 0 ? message.image : [message.text]
}
