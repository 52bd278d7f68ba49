import { describe, expect, test } from 'vitest'
import {
  maskPhone,
  maySeeWholePhone,
  withPhoneSeenBy,
  type PhoneReader,
} from '#server/src/modules/accounts/phone-visibility.ts'

const ownerId = '11111111-1111-4111-8111-111111111111'
const owner: PhoneReader = { id: ownerId, role: 'CUSTOMER' }
const anotherCustomer: PhoneReader = {
  id: '22222222-2222-4222-8222-222222222222',
  role: 'CUSTOMER',
}
const operator: PhoneReader = { id: '33333333-3333-4333-8333-333333333333', role: 'ADMIN' }

describe('maskPhone', () => {
  test.each([
    ['2055512007', '20•••••007'],
    ['20555120071', '20••••••071'],
    ['30512345', '30•••345'],
    ['somchai.k@gmail.com', 's•••@gmail.com'],
    ['@example.com', '•••@example.com'],
    ['1234567', '•••••••'],
  ])('%s reads %s', (login, masked) => {
    expect(maskPhone(login)).toBe(masked)
  })

  test('keeps no more than the last three digits of what follows the 20', () => {
    const masked = maskPhone('2098765432')
    expect(masked.replaceAll('•', '')).toBe('20432')
    expect(masked).toHaveLength(10)
  })
})

describe('who sees a number whole', () => {
  test.each<[string, PhoneReader, boolean]>([
    ['its owner', owner, true],
    ['an operator', operator, true],
    ['another customer', anotherCustomer, false],
    ['a visitor', null, false],
  ])('%s: %s', (_, reader, whole) => {
    expect(maySeeWholePhone(reader, ownerId)).toBe(whole)
    const item = { phone: '2055512007', name: 'Somchai' }
    expect(withPhoneSeenBy(reader, ownerId, item)).toEqual({
      name: 'Somchai',
      phone: whole ? '2055512007' : '20•••••007',
    })
  })
})
