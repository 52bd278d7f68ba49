import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HTMLInputAutoCompleteAttribute } from 'react'
import { PHONE_MAX_LENGTH } from '#machines/otp-form'
import type { OtpFlowFields } from '#machines/otp-flow'
import type { PasswordResetFields } from '#machines/password-reset.machine'
import type { RegisterFields } from '#machines/register.machine'

/** An input of the form above the code; its label is translated when the form renders. */
export interface OtpFormField<TName extends string = string> {
  name: TName
  label: MessageDescriptor
  type: 'tel' | 'password' | 'text'
  autoComplete: HTMLInputAutoCompleteAttribute
  maxLength?: number
}

/** What tells the registration screen from the password reset screen; their machine is the same. */
export interface OtpFlow<TOwnField extends string = string> {
  /** Registration makes a new account; the reset sets a new password on one that exists. */
  account: 'new' | 'existing'
  /** The screen's heading, and its submit button's label. */
  action: MessageDescriptor
  /** The message shown once the machine is in its `succeeded` state. */
  success: MessageDescriptor
  toLogin: MessageDescriptor
  /** The flow's inputs after the ones every OTP flow has (machines/otp-flow.ts). */
  ownFields: Array<OtpFormField<TOwnField>>
}

/** A flow's fields beyond the ones every OTP flow has. */
type OwnFields<TFields> = Exclude<keyof TFields, keyof OtpFlowFields> & string

/** Where the customer goes when the flow is done: a new account is signed in, a reset one logs in. */
export function destinationOf(flow: OtpFlow): '/' | '/login' {
  return flow.account === 'new' ? '/' : '/login'
}

/** The inputs above the code, in the order SPEC §2 lists them: the shared ones, then the flow's. */
export function otpFormFields(flow: OtpFlow): OtpFormField[] {
  const isNew = flow.account === 'new'
  return [
    {
      name: 'phone',
      label: msg({ id: 'form.phone', message: 'ເບີໂທລະສັບ' }),
      type: 'tel',
      // A new number, or the existing account's name (its phone), for password managers.
      autoComplete: isNew ? 'tel-national' : 'username',
      maxLength: PHONE_MAX_LENGTH,
    },
    {
      name: 'password',
      label: isNew
        ? msg({ id: 'form.password', message: 'ລະຫັດຜ່ານ' })
        : msg({ id: 'form.newPassword', message: 'ລະຫັດຜ່ານໃໝ່' }),
      type: 'password',
      autoComplete: 'new-password',
    },
    {
      name: 'confirmPassword',
      label: msg({ id: 'form.confirmPassword', message: 'ຢືນຢັນລະຫັດຜ່ານ' }),
      type: 'password',
      autoComplete: 'new-password',
    },
    ...flow.ownFields,
  ]
}

/** SPEC §2, Register: phone, password and its confirmation, full name, and the SMS code. */
export const registerFlow: OtpFlow<OwnFields<RegisterFields>> = {
  account: 'new',
  action: msg({ id: 'register.title', message: 'ລົງທະບຽນ' }),
  success: msg({ id: 'register.success', message: 'ລົງທະບຽນສຳເລັດ' }),
  toLogin: msg({ id: 'register.toLogin', message: 'ມີບັນຊີແລ້ວ? ເຂົ້າສູ່ລະບົບ' }),
  ownFields: [
    {
      name: 'fullName',
      label: msg({ id: 'form.fullName', message: 'ຊື່ ແລະ ນາມສະກຸນ' }),
      type: 'text',
      autoComplete: 'name',
    },
  ],
}

/** SPEC §2, Reset password: phone, new password and its confirmation, and the SMS code. */
export const passwordResetFlow: OtpFlow<OwnFields<PasswordResetFields>> = {
  account: 'existing',
  action: msg({ id: 'resetPassword.title', message: 'ຕັ້ງລະຫັດຜ່ານໃໝ່' }),
  success: msg({ id: 'resetPassword.success', message: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' }),
  toLogin: msg({ id: 'resetPassword.toLogin', message: 'ກັບໄປໜ້າເຂົ້າສູ່ລະບົບ' }),
  ownFields: [],
}
