import type { ComponentProps, ReactNode } from 'react'

interface HistoryCardProps extends ComponentProps<'article'> {
  /** What the entry is, at the card's top left. */
  heading: ReactNode
  /** The entry's status badge, at the top right. */
  badge: ReactNode
}

/** One history entry as a card: its heading and status on top, its details below. */
export function HistoryCard({
  heading,
  badge,
  className = '',
  children,
  ...article
}: HistoryCardProps) {
  return (
    <article
      {...article}
      className={`flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ${className}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">{heading}</div>
        {badge}
      </header>
      {children}
    </article>
  )
}

/** A card's details: the labels in one column, their values beside them. */
export function HistoryDetails({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">{children}</dl>
}

export function HistoryDetail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink">{term}</dt>
      <dd className="font-bold break-words text-ink-strong">{children}</dd>
    </>
  )
}
