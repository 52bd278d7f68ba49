import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '../../app/route-guards'

/** The operator desk: for the ADMIN role only; anyone else signed in is sent home. */
export const Route = createFileRoute('/_signedIn/admin')({
  beforeLoad: requireAdmin,
})
