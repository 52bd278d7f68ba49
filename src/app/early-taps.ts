/**
 * A server-rendered page shows its buttons before the code behind them has arrived, and a tap in
 * that moment would do nothing. This script, inline at the top of the page (src/entry-server.tsx),
 * keeps the last button tapped; the app taps it again once React has taken the page over, and
 * React delivers it when that part has hydrated. A link needs none of it: it works as a link.
 * A submit button's own submission is held back, as the form's handler is not there yet.
 */
export const KEEP_EARLY_TAPS = `(function(){function keep(event){var target=event.target instanceof Element?event.target.closest('button'):null;if(!target||target.disabled)return;window.__earlyTap=target;if(target.type==='submit')event.preventDefault()}addEventListener('click',keep,true);window.__stopKeepingTaps=function(){removeEventListener('click',keep,true)}})()`

declare global {
  interface Window {
    __earlyTap?: HTMLButtonElement
    __stopKeepingTaps?: () => void
  }
}

/** Called right after `hydrateRoot`: React now listens, and replays the tap where it belongs. */
export function replayEarlyTap(): void {
  window.__stopKeepingTaps?.()
  const tap = window.__earlyTap
  delete window.__earlyTap
  if (tap?.isConnected) tap.click()
}
