import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'

type DevAccountHandlers = Pick<Handlers, 'devGetOutbox'>

/** The /dev operations of accounts; the contract drops them when NODE_ENV=production. */
export function devAccountHandlers({ db }: ServerDeps): DevAccountHandlers {
  return {
    async devGetOutbox(request) {
      const { phone } = request.params
      const sms = await db
        .selectFrom('sms_outbox')
        .select(['phone', 'code', 'sent_at'])
        .where('phone', '=', phone)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (!sms) throw new ApiError(404, 'NOT_FOUND', 'No code was sent to this phone')
      return { phone: sms.phone, code: sms.code, sentAt: sms.sent_at.toISOString() }
    },
  }
}
