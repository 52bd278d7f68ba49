import { describe, expect, test } from 'vitest'
import { checkPlayer, isPlayerCheckRule } from '#server/src/modules/catalogue/player-check.ts'
import {
  lookUpPlayer,
  madeUpPlayerNames,
  noPlayerNames,
} from '#server/src/modules/catalogue/player-names.ts'

describe('MLBB: user id of 6-12 digits and zone id of 4-5 digits', () => {
  test('a well-formed id passes', () => {
    expect(checkPlayer('MLBB', ['12345678', '2001'])).toEqual({ ok: true })
    expect(checkPlayer('MLBB', [' 12345678 ', '2001'])).toEqual({ ok: true })
  })

  test.each([
    ['user id too short', ['12345', '2001']],
    ['user id too long', ['1234567890123', '2001']],
    ['user id with letters', ['12345a78', '2001']],
    ['zone id too short', ['12345678', '200']],
    ['zone id too long', ['12345678', '200100']],
    ['zone id missing', ['12345678']],
  ])('%s -> INVALID_USER_ID_GAME', (_label, values) => {
    expect(checkPlayer('MLBB', values)).toEqual({ ok: false, code: 'INVALID_USER_ID_GAME' })
  })
})

describe('BIGO: 8-12 digits', () => {
  test('valid', () => {
    expect(checkPlayer('BIGO', ['87654321']).ok).toBe(true)
    expect(checkPlayer('BIGO', ['876543210987']).ok).toBe(true)
  })
  test.each([['1234567'], ['1234567890123'], ['8765432a']])('%s -> INVALID_ID_BIGO', (id) => {
    expect(checkPlayer('BIGO', [id])).toEqual({ ok: false, code: 'INVALID_ID_BIGO' })
  })
})

describe('ROV: open id of 10-20 letters or digits', () => {
  test('valid', () => {
    expect(checkPlayer('ROV', ['AbCdEf1234']).ok).toBe(true)
    expect(checkPlayer('ROV', ['a'.repeat(20)]).ok).toBe(true)
  })
  test.each([['AbCdEf123'], ['a'.repeat(21)], ['AbCdEf-1234']])('%s -> INVALID_ID_ROV', (id) => {
    expect(checkPlayer('ROV', [id])).toEqual({ ok: false, code: 'INVALID_ID_ROV' })
  })
})

test('only the three rules are known', () => {
  expect(['MLBB', 'BIGO', 'ROV'].every(isPlayerCheckRule)).toBe(true)
  expect(isPlayerCheckRule('FREEFIRE')).toBe(false)
  expect(isPlayerCheckRule(null)).toBe(false)
})

describe('who names the player', () => {
  test('development makes a name up: the same for an id every time, another for another id', () => {
    const name = (values: string[]) => lookUpPlayer(madeUpPlayerNames, 'MLBB', values)
    expect(name(['12345678', '2001'])).toMatch(/^Player-[0-9A-F]{6}$/)
    expect(name([' 12345678 ', '2001'])).toBe(name(['12345678', '2001']))
    const others = [name(['12345679', '2001']), name(['12345678', '2002'])]
    expect(new Set([name(['12345678', '2001']), ...others]).size).toBe(3)
  })

  test('development has an id that names nobody, refused with the rule’s code', () => {
    expect(() => lookUpPlayer(madeUpPlayerNames, 'MLBB', ['12340000', '2001'])).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_USER_ID_GAME' }),
    )
    expect(() => lookUpPlayer(madeUpPlayerNames, 'BIGO', ['87650000'])).toThrow(
      expect.objectContaining({ code: 'INVALID_ID_BIGO' }),
    )
  })

  test('with no source of names, a well-formed id is taken as typed, with no name', () => {
    expect(lookUpPlayer(noPlayerNames, 'MLBB', ['12340000', '2001'])).toBeNull()
    expect(lookUpPlayer(noPlayerNames, 'ROV', ['AbCdEf1234'])).toBeNull()
  })

  test('a malformed id is refused whoever names players', () => {
    for (const names of [noPlayerNames, madeUpPlayerNames]) {
      expect(() => lookUpPlayer(names, 'MLBB', ['12345', '2001'])).toThrow(
        expect.objectContaining({ code: 'INVALID_USER_ID_GAME' }),
      )
    }
  })
})
