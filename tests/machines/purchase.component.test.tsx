import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AnyActorRef, InspectionEvent, SnapshotFrom } from 'xstate'
import { NotificationHost } from '../../src/ui/notify'
import { PurchaseScreen } from '../../src/features/purchase/components/purchase-screen'
import type { PurchaseLogic } from '../../src/features/purchase/purchase.logic'
import { errorMessage } from '../../src/i18n/error-message'
import { SessionProvider } from '../../src/session/session-provider'
import type { SessionStore } from '../../src/session/session-store'
import type { StoredSession } from '../../src/session/session-storage'
import { activateLocale } from '../../src/i18n/activate-locale'
import { formatKip } from '../../src/lib/format-money'
import { walkComponentPaths, walkUser, type WalkUser } from '../support/component-paths.ts'
import { realtimeEvents } from '../../contract/realtime-events'
import { fakeRealtime } from '../support/fake-realtime.ts'
import type { PathHarness } from '../../tooling/model-paths.ts'
import {
  BALANCE,
  BALANCE_AFTER_PURCHASE,
  controlledPurchase,
  INVOICE_ID,
  ORDER_NUMBER,
  OTHER_PACKET,
  PACKET,
  PLAYER_ID_FIELD,
  PURCHASE_INPUT,
  purchaseEvents,
  REFUNDED_BALANCE,
  serializePurchase,
} from '../../tooling/machine-models/purchase-model.ts'

const signedIn: StoredSession = {
  user: {
    _id: '6f1c2a5e-3b7d-4c1e-9a2f-1d2e3f4a5b6c',
    userName: '2055551234',
    fullName: 'Somchai Phommavong',
    role: 'CUSTOMER',
    walletId: '0b9d7a0e-1c2b-4d3e-8f4a-5b6c7d8e9f00',
    walletAmount: BALANCE,
  },
  accessToken: 'access',
  refreshToken: 'refresh',
}

/** The signed-in customer's session, whose balance a top-up changes. */
function fakeSession() {
  let snapshot: StoredSession = signedIn
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const source: SessionStore = {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => null,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    hydrate: () => {},
    save: () => {},
    updateUser: () => {},
    setWalletAmount: () => {},
    clear: () => {},
    refresh: async () => 'refreshed',
    onExpired: () => () => {},
  }
  const setBalance = (walletAmount: number) => {
    snapshot = { ...snapshot, user: { ...snapshot.user, walletAmount } }
    notify()
  }
  return { source, setBalance }
}

interface View {
  user: WalkUser
  setBalance: (amount: number) => void
  /** What the server emits to the customer's sockets. */
  emit: ReturnType<typeof fakeRealtime>['emit']
  /** The socket reconnects without the events it missed. */
  resync: () => void
  /** The screen's own actor, read from the inspector the walk gives it. */
  actor: () => AnyActorRef
}

function renderDetail(machine: PurchaseLogic, harness: PathHarness): View {
  const session = fakeSession()
  const realtime = fakeRealtime()
  walletStore = session.setBalance
  let root: AnyActorRef | undefined
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId === event.rootId) root = event.actorRef as AnyActorRef
    harness.inspect(event)
  }
  const rootRoute = createRootRoute({
    component: () => (
      <PurchaseScreen
        input={PURCHASE_INPUT}
        testOptions={{ logic: machine, clock: harness.clock, inspect }}
      />
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { realtime: () => Promise.resolve(realtime.connection) },
  })
  render(
    <I18nProvider i18n={i18n}>
      <SessionProvider
        session={session.source}
        auth={() => Promise.reject(new Error('the detail screen never needs the auth actor'))}
      >
        <RouterProvider router={router} />
      </SessionProvider>
      <NotificationHost />
    </I18nProvider>,
  )
  const actor = () => {
    if (!root) throw new Error('the screen has started no actor')
    return root
  }
  return {
    user: walkUser(),
    setBalance: session.setBalance,
    emit: realtime.emit,
    resync: realtime.resync,
    actor,
  }
}

/** The rendered screen's wallet store, which the balance of an answer or a refund goes to. */
let walletStore: (amount: number) => void = () => {}

/** The walk's machine, handing the balances it is told to the wallet store as the app's logic does. */
function purchaseWithWalletStore() {
  const { machine, promises } = controlledPurchase()
  const withWalletStore = machine.provide({
    actions: {
      refreshWallet: (_, balance) => {
        if (balance !== null) walletStore(balance)
      },
    },
  })
  return { machine: withWalletStore, promises }
}

// The walk's states stand for several contexts (see serializePurchase): read the screen's own.
const live = (view: View) => (view.actor().getSnapshot() as SnapshotFrom<PurchaseLogic>).context

const button = (name: string) => screen.getByRole('button', { name })

/** The result of the last order placed: what, for which account, its number and its page. */
function expectPlacedOrder(view: View) {
  const { receipt, placedOrder } = live(view)
  if (view.actor().getSnapshot().matches('awaitingSupplier')) return
  const notice = screen.getByTestId('order-placed')
  const packet = [PACKET, OTHER_PACKET].find(({ id }) => id === placedOrder?.packet?.id)
  expect(packet, 'the package bought').toBeDefined()
  expect(notice).toHaveTextContent(packet?.names.lao ?? '')
  expect(notice).toHaveTextContent(formatKip(receipt?.amount ?? 0, 'lo'))
  const playerId = placedOrder?.account[0]?.value ?? ''
  expect(playerId).not.toBe('')
  expect(within(notice).getByText(playerId)).toBeVisible()
  expect(notice).toHaveTextContent(ORDER_NUMBER)
  expect(within(notice).getByTestId('order-link')).toHaveAttribute('href', `/order/${INVOICE_ID}`)
}

/** A check of the form that failed marks the field it concerns, with its own message. */
function expectFieldsMarked(errorCode: string | null) {
  const field = screen.getByRole('textbox', { name: PLAYER_ID_FIELD })
  const server = screen.queryByRole('combobox')
  const packets = screen.getByRole('group', { name: 'ເລືອກແພັກເກັດ' })
  if (errorCode === 'ACCOUNT_FIELDS_REQUIRED' && !(field as HTMLInputElement).value.trim()) {
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(`ກະລຸນາປ້ອນ ${PLAYER_ID_FIELD}`)
  } else {
    expect(field).not.toHaveAttribute('aria-invalid')
  }
  if (errorCode === 'SERVER_REQUIRED') {
    expect(server).toHaveAttribute('aria-invalid', 'true')
    expect(server).toHaveAccessibleDescription(errorMessage('SERVER_REQUIRED', 'purchase'))
  } else if (server) {
    expect(server).not.toHaveAttribute('aria-invalid')
  }
  if (errorCode === 'PACKET_REQUIRED') {
    expect(packets).toHaveAccessibleDescription(errorMessage('PACKET_REQUIRED', 'purchase'))
  } else {
    expect(packets).not.toHaveAccessibleDescription()
  }
}

/**
 * Whether the package choices and the account fields take input: only while the form is filled,
 * never while an order is reviewed, goes, or has just gone and the form is about to reload.
 */
function expectChoicesOpen(open: boolean) {
  const choices = [
    screen.getByRole('group', { name: 'ເລືອກແພັກເກັດ' }),
    screen.getByRole('textbox', { name: PLAYER_ID_FIELD }),
  ]
  for (const choice of choices) {
    if (open) expect(choice).toBeEnabled()
    else expect(choice).toBeDisabled()
  }
}

describe('the detail screen, model-based', () => {
  beforeAll(() => activateLocale('lo'))

  it('takes every transition of the purchase machine through the rendered screen', async () => {
    const { machine, promises } = purchaseWithWalletStore()
    const walk = await walkComponentPaths({
      machine,
      input: PURCHASE_INPUT,
      events: purchaseEvents,
      serializeState: serializePurchase,
      promises,
      render: (harness) => renderDetail(machine, harness),
      perform: {
        'wallet.changed': (view, event) => {
          if (event.balance !== null && event.balance !== live(view).balance) {
            return act(() => view.setBalance(event.balance ?? 0))
          }
          // The screen reports only changes; an unchanged balance, given anyway, changes nothing.
          view.actor().send(event)
        },
        'user.selectPacket': (view, event) =>
          view.user.click(
            screen.getByRole('radio', {
              name: new RegExp(
                event.packetId === PACKET.id ? PACKET.names.lao : OTHER_PACKET.names.lao,
              ),
            }),
          ),
        'user.changeField': (_, event) =>
          fireEvent.change(screen.getByRole('textbox', { name: event.name }), {
            target: { value: event.value },
          }),
        'user.selectServer': (view, event) =>
          view.user.selectOptions(screen.getByRole('combobox'), event.server),
        'user.submit': (view) => view.user.click(button('ຊື້ເລີຍ')),
        'user.confirm': (view) => view.user.click(button('ຢືນຢັນການຊື້')),
        'user.back': (view) => view.user.click(button('ກັບໄປແກ້ໄຂ')),
        'user.retry': async (view, event) => {
          const retry =
            screen.queryByRole('button', { name: 'ລອງສົ່ງຄຳສັ່ງຊື້ເດີມອີກຄັ້ງ' }) ??
            screen.queryByRole('button', { name: 'ລອງໃໝ່' })
          if (retry) return view.user.click(retry)
          // A refusal that cannot be retried offers no retry: the customer cannot send it, and
          // the machine, given it anyway, ignores it (the walk checks the state stays).
          view.actor().send(event)
        },
        'user.dismiss': (view) => view.user.click(button('ຕົກລົງ')),
        // The server's events, as the customer's socket hears them.
        'socket.orderDelivered': (view, event) =>
          act(() =>
            view.emit(realtimeEvents.orderSettled(signedIn.user._id), {
              invoiceId: event.invoiceId,
              status: 'SUCCESS',
              walletAmount: BALANCE_AFTER_PURCHASE,
            }),
          ),
        'socket.orderRefunded': (view, event) =>
          act(() =>
            view.emit(realtimeEvents.orderRefunded(signedIn.user._id), {
              invoiceId: event.invoiceId,
              amount: PACKET.amount,
              walletAmount: REFUNDED_BALANCE,
            }),
          ),
        'socket.reconnected': (view) => act(() => view.resync()),
      },
      expectScreen: {
        loading: (view) => {
          if (!live(view).product) return expect(screen.getByText('ກຳລັງໂຫຼດ...')).toBeVisible()
          expect(button('ກຳລັງໂຫຼດ')).toBeDisabled()
          expectChoicesOpen(false)
        },
        loadFailed: () => {
          expect(screen.getByText('ບໍ່ພົບສິນຄ້ານີ້', { selector: 'p' })).toBeVisible()
          expect(button('ລອງໃໝ່')).toBeEnabled()
        },
        form: (view) => {
          expect(screen.getByRole('radio', { name: /86 ເພັດ/ })).toBeInTheDocument()
          expect(screen.getByRole('textbox', { name: PLAYER_ID_FIELD })).toHaveValue(
            live(view).fields[PLAYER_ID_FIELD] ?? '',
          )
          expect(button('ຊື້ເລີຍ')).toBeEnabled()
          expectChoicesOpen(true)
          // Ready and failed are one state of the walk; the screen's own actor says which.
          const { errorCode, receipt } = live(view)
          const failed = view.actor().getSnapshot().matches({ form: 'failed' })
          expectFieldsMarked(failed ? errorCode : null)
          // The last order's result stays through the reload, until the next order or a close.
          if (receipt) expectPlacedOrder(view)
          if (failed && errorCode) {
            expect(screen.getByTestId('purchase-problem')).toHaveTextContent(
              errorMessage(errorCode, 'purchase'),
            )
            // A refusal with its price back: the machine keeps the balance it left, at once.
            if (errorCode === 'TERMGAME_ERROR_LOGIN') {
              expect(live(view).balance).toBe(REFUNDED_BALANCE)
            }
          } else {
            expect(screen.queryByTestId('purchase-problem')).toBeNull()
          }
        },
        checkingPlayer: () => {
          expect(button('ກຳລັງໂຫຼດ')).toBeDisabled()
          expectChoicesOpen(false)
        },
        reviewing: (view) => {
          expectChoicesOpen(false)
          const review = screen.getByRole('region', { name: 'ກວດສອບກ່ອນຊື້' })
          const { balance, packetId, playerName } = live(view)
          const chosen = packetId === PACKET.id ? PACKET : OTHER_PACKET
          expect(review).toHaveTextContent(chosen.names.lao)
          expect(review).toHaveTextContent(formatKip(chosen.amount, 'lo'))
          if (playerName) {
            expect(within(review).getByTestId('purchase-player-name')).toHaveTextContent(playerName)
          }
          if (balance !== null && chosen.amount > balance) {
            // What cannot be paid is never offered: the shortfall, and the way to Recharge.
            expect(within(review).getByTestId('purchase-shortfall')).toHaveTextContent(
              formatKip(chosen.amount - balance, 'lo'),
            )
            expect(within(review).getByRole('link', { name: 'ເຕີມເງິນ' })).toBeVisible()
            expect(screen.queryByRole('button', { name: 'ຢືນຢັນການຊື້' })).toBeNull()
          } else {
            expect(review).toHaveTextContent(formatKip((balance ?? 0) - chosen.amount, 'lo'))
            expect(button('ຢືນຢັນການຊື້')).toBeEnabled()
          }
        },
        submitting: () => {
          expect(button('ກຳລັງໂຫຼດ')).toBeDisabled()
          expect(button('ກັບໄປແກ້ໄຂ')).toBeDisabled()
          expectChoicesOpen(false)
        },
        toppedUp: (view) => {
          expectPlacedOrder(view)
          expect(screen.getByRole('textbox', { name: PLAYER_ID_FIELD })).toHaveValue('')
          expect(screen.getByRole('radio', { name: /86 ເພັດ/ })).not.toBeChecked()
          expect(button('ຊື້ເລີຍ')).toBeDisabled()
          expectChoicesOpen(false)
        },
        voucherIssued: () => expect(screen.getByRole('dialog')).toHaveTextContent('VC-1234-5678'),
        awaitingSupplier: () => {
          const notice = screen.getByTestId('order-waiting')
          expect(notice).toHaveTextContent('ສົ່ງໄປຫາເກມແລ້ວ, ກຳລັງລໍຖ້າການຢືນຢັນ')
          expect(notice).toHaveTextContent(ORDER_NUMBER)
          expect(within(notice).getByTestId('order-link')).toHaveAttribute(
            'href',
            `/order/${INVOICE_ID}`,
          )
          expect(button('ຊື້ເລີຍ')).toBeDisabled()
          expectChoicesOpen(false)
        },
        orderRefunded: () => {
          const notice = screen.getByTestId('order-refunded')
          expect(notice).toHaveTextContent(formatKip(PACKET.amount, 'lo'))
          expect(notice).toHaveTextContent(ORDER_NUMBER)
          expect(button('ຊື້ເລີຍ')).toBeDisabled()
          expectChoicesOpen(false)
        },
      },
    })

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
  }, 300_000)
})
