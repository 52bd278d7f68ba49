import { createContext, type ReactNode } from 'react'
import type { SessionSource } from './session-source'

export const SessionSourceContext = createContext<SessionSource | null>(null)

export function SessionProvider({
  source,
  children,
}: {
  source: SessionSource
  children: ReactNode
}) {
  return <SessionSourceContext value={source}>{children}</SessionSourceContext>
}
