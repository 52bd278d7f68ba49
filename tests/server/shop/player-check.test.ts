import { describe, expect, test } from 'vitest'
import { checkPlayer, isPlayerCheckRule } from '#server/src/modules/catalogue/player-check.ts'

describe('MLBB: user id of 6-12 digits and zone id of 4-5 digits', () => {
  test('a well-formed id gets a stable player name', () => {
    const first = checkPlayer('MLBB', ['12345678', '2001'])
    expect(first).toEqual({ ok: true, playerName: expect.stringMatching(/^Player-[0-9A-F]{6}$/) })
    expect(checkPlayer('MLBB', [' 12345678 ', '2001'])).toEqual(first)
  })

  test('different ids get different names', () => {
    const a = checkPlayer('MLBB', ['12345678', '2001'])
    const b = checkPlayer('MLBB', ['12345679', '2001'])
    const c = checkPlayer('MLBB', ['12345678', '2002'])
    expect(new Set([a, b, c].map((result) => (result.ok ? result.playerName : null))).size).toBe(3)
  })

  test.each([
    ['user id too short', ['12345', '2001']],
    ['user id too long', ['1234567890123', '2001']],
    ['user id with letters', ['12345a78', '2001']],
    ['zone id too short', ['12345678', '200']],
    ['zone id too long', ['12345678', '200100']],
    ['zone id missing', ['12345678']],
    ['no player behind the id', ['12340000', '2001']],
  ])('%s -> INVALID_USER_ID_GAME', (_label, values) => {
    expect(checkPlayer('MLBB', values)).toEqual({ ok: false, code: 'INVALID_USER_ID_GAME' })
  })
})

describe('BIGO: 8-12 digits', () => {
  test('valid', () => {
    expect(checkPlayer('BIGO', ['87654321']).ok).toBe(true)
    expect(checkPlayer('BIGO', ['876543210987']).ok).toBe(true)
  })
  test.each([['1234567'], ['1234567890123'], ['8765432a'], ['87650000']])(
    '%s -> INVALID_ID_BIGO',
    (id) => {
      expect(checkPlayer('BIGO', [id])).toEqual({ ok: false, code: 'INVALID_ID_BIGO' })
    },
  )
})

describe('ROV: open id of 10-20 letters or digits', () => {
  test('valid', () => {
    expect(checkPlayer('ROV', ['AbCdEf1234']).ok).toBe(true)
    expect(checkPlayer('ROV', ['a'.repeat(20)]).ok).toBe(true)
  })
  test.each([['AbCdEf123'], ['a'.repeat(21)], ['AbCdEf-1234'], ['AbCdEf0000']])(
    '%s -> INVALID_ID_ROV',
    (id) => {
      expect(checkPlayer('ROV', [id])).toEqual({ ok: false, code: 'INVALID_ID_ROV' })
    },
  )
})

test('only the three rules are known', () => {
  expect(['MLBB', 'BIGO', 'ROV'].every(isPlayerCheckRule)).toBe(true)
  expect(isPlayerCheckRule('FREEFIRE')).toBe(false)
  expect(isPlayerCheckRule(null)).toBe(false)
})
