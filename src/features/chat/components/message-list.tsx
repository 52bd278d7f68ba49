import { Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, LoaderCircle } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ChatMessage } from '../chat-message'
import { ChatBubble } from './chat-bubble'
import { ImageViewer } from './image-viewer'

/** Within this many pixels of the end the reader counts as at the bottom, and follows new messages. */
const AT_END_THRESHOLD_PX = 48
const ESTIMATED_ROW_PX = 96

interface MessageListProps {
  messages: ChatMessage[]
  /** The signed-in user's id, whose messages are their own; null for a visitor. */
  ownId: string | null
  hasOlder: boolean
  isLoadingOlder: boolean
  onLoadOlder: () => void
}

/**
 * The thread, virtualized: only the rows in view are in the page, so 10,000 messages scroll as
 * smoothly as 10. Anchored to the end like any messenger: a reader at the bottom follows new
 * messages; one who scrolled up keeps their place and gets a 'new messages' button instead.
 */
export function MessageList({
  messages,
  ownId,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: MessageListProps) {
  const { t } = useLingui()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [unseen, setUnseen] = useState(false)
  const [openImage, setOpenImage] = useState<{ src: string; title: string } | null>(null)
  // Read from the element at each scroll, not from the virtualizer: by the time a new message
  // renders, the list has already grown under the reader and no longer looks "at the end".
  const readerAtEnd = useRef(true)
  /**
   * Set when the list should stay at the newest message (on opening, after a new message the
   * reader would see); cleared as soon as the reader scrolls by hand. Rows are measured after
   * they render and the virtualizer then rewrites the position it knew, so a single scroll to the
   * end is not enough: every change is followed by another until the reader takes over.
   */
  const following = useRef(false)

  // The build has no React Compiler to skip this component; the virtualizer re-renders it itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]?._id ?? index,
    overscan: 6,
    // Older pages are prepended without moving the message the reader looks at.
    anchorTo: 'end',
    scrollEndThreshold: AT_END_THRESHOLD_PX,
    onChange: (instance) => {
      if (following.current && !instance.isAtEnd(1)) instance.scrollToEnd()
    },
  })

  const onScroll = () => {
    const element = scrollRef.current
    if (!element) return
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight
    readerAtEnd.current = distance <= AT_END_THRESHOLD_PX
    if (readerAtEnd.current) setUnseen(false)
  }
  // Wheel, touch, keys and the scrollbar: the reader moves the list themself.
  const readerTakesOver = () => {
    following.current = false
  }

  // The footer grows while an image uploads (and the keyboard opens on a phone): a reader at the
  // bottom stays there. Resizes never come from the reader's own scrolling, so this cannot fight it.
  useEffect(() => {
    const element = scrollRef.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (following.current || readerAtEnd.current) virtualizer.scrollToEnd()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [virtualizer])

  // The first page opens at the newest message.
  const opened = useRef(false)
  useLayoutEffect(() => {
    if (opened.current || messages.length === 0) return
    opened.current = true
    following.current = true
    virtualizer.scrollToEnd()
  }, [messages.length, virtualizer])

  // A new last message: the writer always sees their own, a reader at the bottom follows, and a
  // reader who scrolled up keeps their place and is told instead.
  const lastMessage = messages.at(-1)
  const lastSeenId = useRef(lastMessage?._id)
  useLayoutEffect(() => {
    if (!lastMessage || lastMessage._id === lastSeenId.current) return
    lastSeenId.current = lastMessage._id
    if (lastMessage.createdbyName === ownId || readerAtEnd.current) {
      following.current = true
      virtualizer.scrollToEnd()
    } else setUnseen(true)
  }, [lastMessage, ownId, virtualizer])

  const items = virtualizer.getVirtualItems()
  const firstShown = items[0]?.index
  // Older pages are asked for when the reader scrolls up to the first row, never while the list
  // is still on its way to the newest message (it starts rendering from the top).
  useEffect(() => {
    if (following.current || firstShown !== 0) return
    if (hasOlder && !isLoadingOlder && messages.length > 0) onLoadOlder()
  }, [firstShown, hasOlder, isLoadingOlder, messages.length, onLoadOlder])

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-label={t({ id: 'chat.messages', message: 'ຂໍ້ຄວາມ' })}
        onScroll={onScroll}
        onWheel={readerTakesOver}
        onTouchMove={readerTakesOver}
        onKeyDown={readerTakesOver}
        onPointerDown={readerTakesOver}
        className="h-full overflow-y-auto overscroll-contain py-2"
      >
        {messages.length === 0 ? (
          <p className="m-auto flex h-full items-center justify-center px-6 text-center text-sm font-bold text-slate-600">
            <Trans id="chat.empty">ຍັງບໍ່ມີຂໍ້ຄວາມ. ເລີ່ມການສົນທະນາໄດ້ເລີຍ!</Trans>
          </p>
        ) : null}
        {isLoadingOlder ? (
          <div role="status" className="absolute inset-x-0 top-2 z-10 flex justify-center">
            <span className="flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-xs font-bold shadow">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              <Trans id="chat.loadingOlder">ກຳລັງໂຫຼດຂໍ້ຄວາມເກົ່າ...</Trans>
            </span>
          </div>
        ) : null}
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const message = messages[item.index]
            if (!message) return null
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute inset-x-0 top-0"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ChatBubble
                  message={message}
                  isOwn={ownId !== null && message.createdbyName === ownId}
                  onOpenImage={setOpenImage}
                />
              </div>
            )
          })}
        </div>
      </div>
      {unseen ? (
        <button
          type="button"
          onClick={() => {
            following.current = true
            virtualizer.scrollToEnd({ behavior: 'smooth' })
          }}
          className="absolute bottom-3 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-bold text-white shadow-lg"
        >
          <ArrowDown aria-hidden className="size-4" />
          <Trans id="chat.newMessages">ມີຂໍ້ຄວາມໃໝ່</Trans>
        </button>
      ) : null}
      {openImage ? (
        <ImageViewer
          src={openImage.src}
          title={openImage.title}
          onClose={() => setOpenImage(null)}
        />
      ) : null}
    </div>
  )
}
