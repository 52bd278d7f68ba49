import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/route-guards'

/** Every screen under this pathless layout needs a signed-in customer: the one place that checks. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireLogin,
  // A layout with nothing of its own to wait for: while a screen below it loads, the screen being
  // left stays up, inert and dimmed by the shell, as it does between screens outside this layout.
  pendingMs: Infinity,
})
