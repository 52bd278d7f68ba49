import { t } from '@lingui/core/macro'
import {
  phoneCardMachine,
  type PhoneCardOptions,
  type PhoneCardRequest,
  type PhoneCardTopUpStatus,
  type SentPhoneCard,
} from '../../../machines/phone-card.machine'
import type { PHONE_CARD_FACE_VALUES } from '../../../contract/shop-rules'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { formatKip } from '../../lib/format-money'
import { fromRequest } from '../../lib/from-request'
import { notify } from '../../ui/notify'

type FaceValue = (typeof PHONE_CARD_FACE_VALUES)[number]

/** The phone-card machine with its requests over the app's client, and the notice of a credit. */
export function createPhoneCardLogic({ api }: Pick<AppServices, 'api'>) {
  return phoneCardMachine.provide({
    actors: {
      loadOptions: fromRequest<PhoneCardOptions>(({ signal }) =>
        dataOf(api.GET('/api/v1/redeem-phone-card/options', { signal })),
      ),
      sendCard: fromRequest<SentPhoneCard, PhoneCardRequest>(async ({ input, signal }) => {
        const data = await dataOf(
          api.POST('/api/v1/redeem-phone-card', {
            body: { ...input, faceValue: input.faceValue as FaceValue },
            signal,
          }),
        )
        return { topupId: data.topup._id, amount: data.topup.amount }
      }),
      fetchTopUp: fromRequest<PhoneCardTopUpStatus, { topupId: string }>(
        async ({ input, signal }) => {
          const data = await dataOf(
            api.GET('/api/v1/topup/{id}', { params: { path: { id: input.topupId } }, signal }),
          )
          const status = data.data.status
          return status === 'SUCCESS' || status === 'CANCEL' ? status : 'WAITING'
        },
      ),
    },
    actions: {
      announceCredit: ({ context }) => {
        const amount = formatKip(context.sent?.amount ?? 0)
        notify.success(
          t({ id: 'phoneCard.credited', message: `ເຕີມເງິນ ${amount} ດ້ວຍບັດໂທລະສັບສຳເລັດ` }),
        )
      },
    },
  })
}

export type PhoneCardLogic = ReturnType<typeof createPhoneCardLogic>
