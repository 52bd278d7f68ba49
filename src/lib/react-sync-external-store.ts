// What `use-sync-external-store/shim` gives React 18 and newer: React's own hook. The shim's fallback
// for older Reacts would otherwise ship in the first screen's framework chunk (vite.config.ts).
export { useSyncExternalStore } from 'react'
