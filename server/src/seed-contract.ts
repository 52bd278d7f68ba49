import type { ServerDeps } from './deps.ts'

/** A demo account main.ts prints at start, so a person can sign in at once. */
export interface DemoAccount {
  label: string
  phone: string
  password: string
}

/** Exported as `seedDemoData` by server/src/seed/seed.ts; runs once, on the first start. */
export type SeedDemoData = (deps: ServerDeps) => Promise<{ accounts: DemoAccount[] }>
