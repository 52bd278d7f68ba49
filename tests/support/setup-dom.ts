import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// TanStack Router restores scroll positions with window.scrollTo, which jsdom does not implement.
window.scrollTo = () => {}
// Screens bring what appears into view (the purchase review); jsdom lays nothing out to scroll.
Element.prototype.scrollIntoView = () => {}

// Each test renders into a fresh document; vitest does not run RTL's auto-cleanup without globals.
afterEach(() => {
  cleanup()
})
