import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromCallback, type AnyActorRef, type InspectionEvent } from 'xstate'
import { MINIMUM_TOPUP_KIP } from '../../../contract/shop-rules.ts'
import {
  topUpMachine,
  type PendingTopUp,
  type TopUpEvent,
  type TopUpStatus,
} from '../../../machines/top-up.machine.ts'
import { formatRemaining } from '../../../machines/otp-countdown.machine.ts'
import { TopUpScreen } from '../../../src/features/top-up/components/top-up-screen.tsx'
import { activateLocale } from '../../../src/i18n/activate-locale.ts'
import { formatKip } from '../../../src/lib/format-money.ts'
import { walkComponentPaths } from '../../support/component-paths.ts'
import { ControlledPromises } from '../../support/controlled-promises.ts'
import type { PathHarness } from '../../support/model-paths.ts'
import { CUSTOMER_ID, pendingTopUp, topUpModel } from '../../machines/fixtures/top-up-model.ts'

/** The rendered screen, and the outside world's hands on it: the socket and the clock. */
interface TopUpView {
  user: ReturnType<typeof userEvent.setup>
  /** What the socket would deliver to the screen's actor. */
  socket: (event: TopUpEvent) => void
  /** What the ticker reads from the wall clock. */
  tick: (event: TopUpEvent) => void
  credits: number[]
  /** The time left the screen's own actor holds (the path's state may come from another path). */
  remainingMs: () => number
}

/** The fakes of the screen's actor, shared by every render so the walk knows its transitions. */
function createTopUpFakes() {
  const promises = new ControlledPromises()
  const outside = {
    sendTick: undefined as ((event: TopUpEvent) => void) | undefined,
    credits: [] as number[],
  }
  const machine = topUpMachine.provide({
    actors: {
      generateQr: promises.logic<PendingTopUp, { userId: string; amount: number }>(),
      fetchTopUp: promises.logic<TopUpStatus, { topupId: string }>(),
      ticker: fromCallback(({ sendBack }) => {
        outside.sendTick = sendBack
      }),
    },
    actions: {
      announceCredit: ({ context }) => outside.credits.push(context.topUp?.amount ?? 0),
    },
  })
  return { promises, machine, outside }
}

type TopUpFakes = ReturnType<typeof createTopUpFakes>

/** The screen with the fakes, inside a router (its links need one) whose socket never connects, in Lao. */
function renderTopUpScreen(harness: Partial<PathHarness>, fakes: TopUpFakes): TopUpView {
  let actor: AnyActorRef | undefined
  fakes.outside.sendTick = undefined
  fakes.outside.credits = []
  // The screen's own actor, read from the inspector it is given.
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId === event.rootId) actor = event.actorRef as AnyActorRef
    harness.inspect?.(event)
  }
  const Screen = () => (
    <TopUpScreen
      userId={CUSTOMER_ID}
      testOptions={{
        logic: fakes.machine,
        inspect,
        ...(harness.clock ? { clock: harness.clock } : {}),
      }}
    />
  )
  const router = createRouter({
    routeTree: createRootRoute({ component: Screen }),
    history: createMemoryHistory({ initialEntries: ['/rechargePage'] }),
    context: { realtime: () => new Promise(() => {}) },
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return {
    user: userEvent.setup(),
    socket: (event) => act(() => actor?.send(event)),
    tick: (event) => {
      const send = fakes.outside.sendTick
      if (!send) throw new Error('no ticker is running')
      act(() => send(event))
    },
    credits: fakes.outside.credits,
    remainingMs: () =>
      (actor?.getSnapshot() as { context: { remainingMs: number } }).context.remainingMs,
  }
}

const amountInput = () => screen.getByRole('textbox', { name: 'ຈຳນວນເງິນ (ກີບ)' })
const qrDialog = () => screen.queryByRole('dialog')
const paidText = `ເຕີມເງິນ ${formatKip(pendingTopUp.amount)} ເຂົ້າກະເປົາຂອງທ່ານແລ້ວ.`

beforeAll(async () => {
  await activateLocale('lo')
})

describe('the recharge screen, model-based', () => {
  it('walks every transition of the top-up machine through the screen', async () => {
    const fakes = createTopUpFakes()
    const walk = await walkComponentPaths<TopUpFakes['machine'], TopUpView>({
      ...topUpModel,
      machine: fakes.machine,
      promises: fakes.promises,
      render: (harness) => renderTopUpScreen(harness, fakes),
      perform: {
        'user.changeAmount': async ({ user }, { value }) => {
          // Clearing an empty field changes nothing: put a digit in first so the change is real.
          if (value === '' && amountInput().getAttribute('value') === '') {
            await user.type(amountInput(), '0')
          }
          await user.clear(amountInput())
          if (value !== '') await user.paste(value)
        },
        'user.submit': ({ user }) =>
          user.click(screen.getByRole('button', { name: 'ສ້າງ QR ເພື່ອເຕີມເງິນ' })),
        'user.closeQr': ({ user }) => user.click(screen.getByRole('button', { name: 'ປິດ QR' })),
        'user.retry': ({ user }) => user.click(screen.getByRole('button', { name: 'ລອງໃໝ່' })),
        'socket.topUpPaid': ({ socket }, event) => socket(event),
        'socket.topUpRejected': ({ socket }, event) => socket(event),
        'socket.resynced': ({ socket }, event) => socket(event),
        'clock.tick': ({ tick }, event) => tick(event),
      },
      expectScreen: {
        editing: (_, snapshot) => {
          expect(amountInput()).toBeEnabled()
          expect(amountInput()).toHaveValue(snapshot.context.amountText)
          expect(qrDialog()).toBeNull()
          if (snapshot.context.amountProblem === 'amountRequired') {
            expect(screen.getByRole('alert')).toHaveTextContent('ກະລຸນາປ້ອນຈຳນວນເງິນ')
            expect(amountInput()).toHaveAttribute('aria-invalid', 'true')
          } else {
            expect(screen.queryByRole('alert')).toBeNull()
          }
        },
        generatingQr: () => {
          expect(screen.getByRole('button', { name: /ກຳລັງສ້າງ QR/ })).toBeDisabled()
          expect(amountInput()).toBeDisabled()
        },
        awaitingPayment: ({ remainingMs }) => {
          const dialog = screen.getByRole('dialog')
          const qr = within(dialog).getByRole('img', { name: 'QR ສຳລັບຈ່າຍເງິນ' })
          expect(qr).toHaveAttribute('data-qr-code', pendingTopUp.qrCode)
          expect(qr).toHaveAttribute('width', '400')
          expect(
            within(dialog).getAllByText(formatKip(pendingTopUp.amount), { exact: false }),
          ).not.toHaveLength(0)
          expect(within(dialog).getByRole('timer')).toHaveTextContent(
            `QR ໝົດອາຍຸໃນ ${formatRemaining(remainingMs())}`,
          )
          expect(dialog).toHaveTextContent('QR ນີ້ໃຊ້ຈ່າຍໄດ້ພຽງຄັ້ງດຽວເທົ່ານັ້ນ.')
          expect(dialog).toHaveTextContent('ຖ້າທ່ານຈ່າຍ QR ດຽວກັນສອງຄັ້ງ')
        },
        paid: ({ credits }) => {
          expect(qrDialog()).toBeNull()
          expect(amountInput()).toHaveValue('')
          expect(screen.getByRole('status')).toHaveTextContent(paidText)
          expect(credits.at(-1)).toBe(pendingTopUp.amount)
        },
        expired: () => {
          expect(qrDialog()).toBeNull()
          expect(screen.getByRole('alert')).toHaveTextContent('ໝົດອາຍຸແລ້ວ')
        },
        closed: () => {
          expect(qrDialog()).toBeNull()
          expect(screen.getByRole('status')).toHaveTextContent(
            'ກຳລັງລໍຖ້າການອະນຸມັດ, ກະລຸນາກວດເບິ່ງໃນປະຫວັດ',
          )
          expect(screen.getByRole('link', { name: 'ເບິ່ງປະຫວັດການເຕີມເງິນ' })).toHaveAttribute(
            'href',
            '/history-invoice/limit/30/skip/0',
          )
        },
        rejected: () => {
          expect(qrDialog()).toBeNull()
          expect(screen.getByRole('alert')).toHaveTextContent(
            `ການເຕີມເງິນ ${formatKip(pendingTopUp.amount)} ຖືກປະຕິເສດ: The transfer slip shows another account.`,
          )
          expect(amountInput()).toBeEnabled()
        },
        failed: () => {
          expect(qrDialog()).toBeNull()
          expect(screen.getByRole('alert')).toHaveTextContent('ສ້າງ QR ບໍ່ສຳເລັດ')
          expect(screen.getByRole('button', { name: 'ລອງໃໝ່' })).toBeVisible()
        },
      },
    })

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
  }, 240_000)
})

describe('the recharge form', () => {
  it.each([
    ['12.5', 'ກະລຸນາປ້ອນຈຳນວນເງິນເປັນກີບເຕັມ, ຕົວເລກເທົ່ານັ້ນ'],
    ['5000', `ເຕີມເງິນຂັ້ນຕ່ຳ ${formatKip(MINIMUM_TOPUP_KIP)}`],
    ['200000000', 'ເຕີມເງິນໄດ້ສູງສຸດ 100,000,000 kip ຕໍ່ຄັ້ງ'],
  ])('refuses %j with its own message', async (typed, message) => {
    const view = renderTopUpScreen({}, createTopUpFakes())
    expect(await screen.findByPlaceholderText(`ຂັ້ນຕ່ຳ ${formatKip(MINIMUM_TOPUP_KIP)}`)).toBeVisible()

    await view.user.type(amountInput(), typed)
    await view.user.click(screen.getByRole('button', { name: 'ສ້າງ QR ເພື່ອເຕີມເງິນ' }))

    expect(screen.getByRole('alert')).toHaveTextContent(message)
  })

  it('says money cannot be withdrawn and shows the mobile-money code', async () => {
    renderTopUpScreen({}, createTopUpFakes())
    expect(await screen.findByText('ເງິນທີ່ເຕີມເຂົ້າກະເປົາແລ້ວ ບໍ່ສາມາດຖອນອອກໄດ້.')).toBeVisible()
    expect(screen.getByText('*905#')).toBeVisible()
  })
})
