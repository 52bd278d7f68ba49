import { createContext, type ReactNode } from 'react'
import type { AuthActor } from './auth-actor'
import type { SessionStore } from './session-store'

export interface SessionServices {
  session: SessionStore
  /** The auth actor, for the logout. */
  auth: () => Promise<AuthActor>
}

export const SessionContext = createContext<SessionServices | null>(null)

export function SessionProvider({
  session,
  auth,
  children,
}: SessionServices & { children: ReactNode }) {
  return <SessionContext value={{ session, auth }}>{children}</SessionContext>
}
