import { PopupLayer } from '../ui/notify'
import { SiteFooter } from './app-shell'
import { DesktopMenu } from './top-bar'

/**
 * The shell's parts that load beside the first screen rather than in it. A server-rendered page
 * waits for them before hydrating, so that the whole page hydrates in one pass
 * (src/lib/preloadable-lazy.tsx).
 */
export function preloadShell(): Promise<unknown> {
  return Promise.all([DesktopMenu.preload(), SiteFooter.preload(), PopupLayer.preload()])
}
