import type { EventObject } from 'xstate'

/**
 * What the charts and the QA console read from a machine besides its states: what each event it
 * accepts means, and which rule of SPEC.md, DECISIONS.md or docs/decisions.md a transition
 * carries out. Both live in the machine (Stately's `schemas.events` and a transition's `meta`), so
 * a page cannot say something the code does not.
 */

/**
 * `setup({ schemas })` in Stately's shape: one description per event type the machine accepts.
 * Written `schemas: { events: { ... } } satisfies EventSchemas<MachineEvent>`, an event left out
 * or one the machine does not know is a type error.
 */
export interface EventSchemas<TEvent extends EventObject> {
  events: { [Type in TEvent['type']]: { description: string } }
}

/** The events an uploader child sends while a file goes up (chat images, profile pictures). */
export const uploadEventDescriptions = {
  'upload.progress': {
    description: "The uploader's progress: the share of the file sent, in percent.",
  },
  'upload.stored': { description: 'The uploader stored the file: the file name it is kept under.' },
  'upload.failed': { description: 'The upload failed or got no answer: its error code.' },
} as const satisfies Record<`upload.${string}`, { description: string }>

/**
 * The rules a transition can implement, each named once by its source's section and a short
 * title, so the SPEC rules index groups every transition of a rule under one name.
 */
export type SpecRule =
  | 'SPEC 4 Login state: the stored session decides'
  | 'SPEC 4 Logout clears the stored session'
  | 'SPEC 4 OTP resend: disabled for 300 s'
  | 'SPEC 5 Register and reset: required fields, matching passwords, a phone for the OTP'
  | 'SPEC 9 After a password reset: the login page 1.5 s later'
  | 'SPEC 5 Purchase: a package, every account field, a server where there are servers'
  | 'SPEC 4 Purchase: one request per attempt (no double submit)'
  | 'SPEC 4 Purchase of a game: the form reloads 2 s after success'
  | 'SPEC 4 Purchase of a voucher: the code shows until closed'
  | 'DECISIONS Review before money moves: the player check'
  | 'DECISIONS Wallet only: a short balance cannot confirm and leads to Recharge'
  | 'DECISIONS Game top-ups from a supplier: RUNNING until delivered or refunded'
  | 'DECISIONS After a reconnect the client reloads what it may have missed'
  | 'DECISIONS Top-up amount: at least 10,000 kip (and at most 100,000,000)'
  | 'SPEC 4 Top-up: the bank top-up event credits the wallet and closes the QR'
  | 'SPEC 4 Top-up: a request waits for approval; the customer is told to check history'
  | 'DECISIONS A QR is payable once, for 15 minutes'
  | 'docs/decisions.md Coupon codes: credited at once, refused codes kept as typed'
  | 'docs/decisions.md Coupon codes: minting 1 to 500 codes of 1,000 kip to the top-up maximum'
  | 'docs/decisions.md Phone cards: a WAITING top-up until the provider answers'
  | 'SPEC 5 Mobile money: the sending phone must be a member number'
  | 'docs/decisions.md Mobile money: offered only when the shop has an account'
  | 'docs/decisions.md Mobile money: WAITING_RECEIPT until an operator confirms'
  | 'SPEC 4 Chat send: inactive when the text is empty, signed out or sending'
  | 'SPEC 4 Chat send: SUCCESS or CREATE_CHAT_SUCCESS means created'
  | 'SPEC 5 Image upload: images only (DECISIONS: JPEG, PNG, WebP, GIF, at most 10 MB)'
  | 'SPEC 2 Chat: upload controls hidden when not logged in'
  | 'SPEC 4 Chat: realtime messages update the list'
  | 'SPEC 5 Profile: the password equals its confirmation'
  | 'docs/decisions.md Refunds at the desk: a reason, a confirmation, once'
  | 'docs/decisions.md Approving a top-up by hand: a reference, a reason for an expired QR'
  | 'docs/decisions.md The operator desk: approving asks twice, rejecting asks why'
  | 'docs/decisions.md The operator desk: decided elsewhere is not an error'
  | 'docs/decisions.md The operator desk: a refused top-up is told where the customer is'
  | 'docs/decisions.md The operator desk: restocking is all or none'
  | "docs/decisions.md The operators' supplier desk: each way out settles once"

/** A transition's `meta`: the rule it implements, when it implements one. */
export interface TransitionMeta {
  spec?: SpecRule
}
