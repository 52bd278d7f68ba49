import type { ErrorCode } from '../contract/error-code'
import type { MobileMoneyField, MobileMoneyFields } from './recharge-inputs'
import type { AwaitedTopUp, TopUpAnswerEvent } from './recharge-outcome'

/** Where the customer sends the money: the shop's number, and the code the phone dials. */
export interface MobileMoneyAccount {
  account: string
  ussd: string
}

/** The transfer as the backend takes it. */
export interface MobileMoneyClaim {
  amount: number
  senderPhone: string
  reference: string
}

/** The shop's account, the transfer as typed, then what became of it. */
export interface RechargeMobileMoneyContext
  extends MobileMoneyAccount, MobileMoneyFields, AwaitedTopUp {
  /** The fields found wrong at the last send; a field leaves the list as it is changed. */
  problems: MobileMoneyField[]
  /** Why the transfer could not be reported (or no answer came). */
  errorCode: ErrorCode | null
}

export type RechargeMobileMoneyEvent =
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.changeSenderPhone'; value: string }
  | { type: 'user.changeReference'; value: string }
  /** "I have sent it": the transfer is reported, to wait for the operator's confirmation. */
  | { type: 'user.submit' }
  /** Another transfer after an outcome: the sending number stays, amount and reference are cleared. */
  | { type: 'user.startOver' }
  | TopUpAnswerEvent
