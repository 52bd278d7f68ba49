import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// TanStack Router restores scroll positions with window.scrollTo, which jsdom does not implement.
window.scrollTo = () => {}
// Screens bring what appears into view (the purchase review); jsdom lays nothing out to scroll.
Element.prototype.scrollIntoView = () => {}

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily imported
// chunk (sonner, a route) can take longer than that to arrive. Waiting longer costs nothing when
// the element is there.
configure({ asyncUtilTimeout: 5000 })

// Each test renders into a fresh document; vitest does not run RTL's auto-cleanup without globals.
afterEach(() => {
  cleanup()
})
