/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend's base URL; empty for the same origin as the SPA. */
  readonly VITE_API_URL?: string
  /** The footer's 'contact the team' address (https:, mailto: or an in-app path). */
  readonly VITE_CONTACT_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** package.json's version, replaced at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string

/** Lingui catalogs, compiled to message tables by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
