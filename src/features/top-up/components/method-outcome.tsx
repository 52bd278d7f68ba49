import { CircleCheck, CircleX, Clock } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'

/** How each answer about a sent top-up looks; a refusal is an alert, the others a status. */
const OUTCOME_LOOK = {
  waiting: { role: 'status', Icon: Clock, colours: 'bg-amber-50 text-amber-900' },
  credited: { role: 'status', Icon: CircleCheck, colours: 'bg-green-50 text-green-800' },
  refused: { role: 'alert', Icon: CircleX, colours: 'bg-red-50 text-red-800' },
} as const

/** The answer a method's form shows at its head: waiting, credited or refused. */
export function OutcomeNote({
  tone,
  children,
}: {
  tone: keyof typeof OUTCOME_LOOK
  children: ReactNode
}) {
  const { role, Icon, colours } = OUTCOME_LOOK[tone]
  return (
    <p role={role} className={`flex gap-2 rounded-2xl p-3 text-sm ${colours}`}>
      <Icon aria-hidden className="size-5 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/**
 * A method's top-up is sent from the foot of its form and its answer shows at the head: the
 * answer is brought into view as it comes, and once decided the button that was pressed, now
 * gone, hands the focus to the next step's button.
 */
export function useOutcomeInView(phase: string) {
  const outcome = useRef<HTMLDivElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (phase !== 'waiting' && phase !== 'credited' && phase !== 'refused') return
    outcome.current?.scrollIntoView({ block: 'nearest' })
    if (phase !== 'waiting') next.current?.focus({ preventScroll: true })
  }, [phase])
  return { outcome, next }
}
