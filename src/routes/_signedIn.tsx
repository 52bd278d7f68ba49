import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/route-guards'
import { ScreenLoadingState } from '../ui/loading-state'

/** Every screen under this pathless layout needs a signed-in customer: the one place that checks. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireLogin,
  // The session lives in the browser: the server renders the shell around these screens and never
  // redirects; the guard runs, and the screen renders, once the page has hydrated.
  ssr: false,
  pendingComponent: ScreenLoadingState,
  // A layout with nothing of its own to wait for: while a screen below it loads, the screen being
  // left stays up, inert and dimmed by the shell, as it does between screens outside this layout.
  pendingMs: Infinity,
})
