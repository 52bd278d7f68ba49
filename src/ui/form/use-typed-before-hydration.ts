import { useLayoutEffect, type RefObject } from 'react'

/**
 * A field of a server-rendered page can be typed in before the page's code has run. Hydration
 * keeps what was typed in the box but not in the state the field shows, so the form would send
 * without it, or drop it at the next keystroke. Once the field has hydrated, what its box holds is
 * its value; afterwards the box and the value move together and this does nothing. A layout
 * effect: a tap kept from before hydration (src/app/early-taps.ts) is replayed as soon as the page
 * is React's, and must find the value in place.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onValueChange: (value: string) => void,
) {
  useLayoutEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== value) onValueChange(typed)
  }, [field, value, onValueChange])
}
