import type { ErrorCode } from '../contract/error-code'
import type { PhoneCardOperator } from '../contract/shop-rules'
import type { PhoneCardField, PhoneCardFields } from './recharge-inputs'
import type { AwaitedTopUp, TopUpAnswerEvent } from './recharge-outcome'

/** The card as the backend takes it. */
export interface PhoneCardRequest {
  operator: PhoneCardOperator
  faceValue: number
  serial: string
  pin: string
}

/** The card's choices (loaded from the backend) and fields, then what became of it. */
export interface RechargePhoneCardContext extends PhoneCardFields, AwaitedTopUp {
  /** The card's fields found wrong at the last send; a field leaves the list as it is fixed. */
  problems: PhoneCardField[]
  /** Why the options or the card could not be sent (or no answer came). */
  errorCode: ErrorCode | null
}

export type RechargePhoneCardEvent =
  | { type: 'user.chooseOperator'; operator: PhoneCardOperator }
  | { type: 'user.chooseFaceValue'; faceValue: number }
  | { type: 'user.changeSerial'; value: string }
  | { type: 'user.changePin'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  /** Another card after an outcome: operator and face value stay, serial and PIN are cleared. */
  | { type: 'user.startOver' }
  /** Back to a refused card's form with what was typed kept, to correct it. */
  | { type: 'user.edit' }
  | TopUpAnswerEvent
