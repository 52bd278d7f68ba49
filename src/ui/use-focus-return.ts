import { useState, type RefObject } from 'react'

/**
 * Radix gives the focus back to a dialog's Trigger when it closes. The shop's dialogs open from
 * state instead (a tapped medal, a finished request), so without this the focus would fall to the
 * page's start and a keyboard user would lose their place. The handler, for `onCloseAutoFocus`,
 * returns the focus to `target` when given, else to what had it when the dialog opened, unless the
 * reader has already put it somewhere.
 */
export function useFocusReturn(target?: RefObject<HTMLElement | null>): (event: Event) => void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )
  return (event) => {
    event.preventDefault()
    // A dialog that closed by itself (an expired QR) may find the reader already elsewhere.
    const focusIsLost = !document.activeElement || document.activeElement === document.body
    if (focusIsLost) (target?.current ?? opener)?.focus()
  }
}
