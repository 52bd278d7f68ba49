import { afterEach, describe, expect, it } from 'vitest'
import { createSessionStore } from '../../src/session/session-store'
import {
  clearSession,
  readSession,
  STORAGE_KEYS,
  subscribeSession,
  writeSession,
  type SessionUser,
} from '../../src/session/session-storage'

const user: SessionUser = {
  _id: '6f1c2a5e-3b7d-4c1e-9a2f-1d2e3f4a5b6c',
  userName: '2055551234',
  fullName: 'Somchai Phommavong',
  role: 'CUSTOMER',
  walletId: '0b9d7a0e-1c2b-4d3e-8f4a-5b6c7d8e9f00',
  walletAmount: 25_000,
}

afterEach(() => {
  localStorage.clear()
})

describe('readSession', () => {
  it('reads what writeSession wrote', () => {
    writeSession({ user, accessToken: 'access', refreshToken: 'refresh' })
    expect(readSession()).toEqual({ user, accessToken: 'access', refreshToken: 'refresh' })
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access')
  })

  it('is signed in with user data alone (a Google sign-in stores no refresh token)', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
    expect(readSession()).toEqual({ user, accessToken: '', refreshToken: '' })
  })

  it.each([
    ['nothing stored', null],
    ['an empty object', '{}'],
    ['malformed JSON', '{"_id": "u1", '],
    ['JSON that is not an object', '"Somchai"'],
    ['null', 'null'],
    ['an unknown role', JSON.stringify({ ...user, role: 'SUPERUSER' })],
    ['a missing id', JSON.stringify({ ...user, _id: undefined })],
    ['a wallet amount that is not a number', JSON.stringify({ ...user, walletAmount: '25000' })],
  ])('treats %s as signed out, without throwing', (_label, raw) => {
    if (raw !== null) localStorage.setItem(STORAGE_KEYS.user, raw)
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale')
    expect(readSession()).toBeNull()
  })

  it('drops the nulls the backend sends for an absent email or picture', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, email: null, image: null }))
    const session = readSession()
    expect(session?.user).toEqual(user)
    expect(session?.user).not.toHaveProperty('email')
  })
})

describe('clearSession', () => {
  it('removes the user data and both tokens but keeps the cached games list', () => {
    writeSession({ user, accessToken: 'access', refreshToken: 'refresh' })
    localStorage.setItem(STORAGE_KEYS.games, '[]')
    clearSession()
    expect(readSession()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.games)).toBe('[]')
  })
})

describe('subscribeSession', () => {
  it('hears changes made in this tab', () => {
    let calls = 0
    const unsubscribe = subscribeSession(() => calls++)
    writeSession({ user, accessToken: 'a', refreshToken: 'r' })
    clearSession()
    unsubscribe()
    writeSession({ user, accessToken: 'a', refreshToken: 'r' })
    expect(calls).toBe(2)
  })

  it('hears another tab through the storage event, for session keys only', () => {
    let calls = 0
    const unsubscribe = subscribeSession(() => calls++)
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }))
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }))
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang' }))
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.games }))
    unsubscribe()
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }))
    expect(calls).toBe(3)
  })
})

/** The app's session store over local storage; no renewal is asked for here. */
function createStoredSessionReader() {
  const store = createSessionStore({ renew: () => Promise.reject(new Error('not renewed here')) })
  store.hydrate()
  return store
}

describe('the stored session reader', () => {
  it('returns the same snapshot object until the stored session changes', () => {
    const source = createStoredSessionReader()
    expect(source.getSnapshot()).toBeNull()
    writeSession({ user, accessToken: 'a', refreshToken: 'r' })
    const first = source.getSnapshot()
    expect(first?.user.fullName).toBe('Somchai Phommavong')
    expect(source.getSnapshot()).toBe(first)
    writeSession({ user, accessToken: 'renewed', refreshToken: 'r' })
    const second = source.getSnapshot()
    expect(second).not.toBe(first)
    expect(second?.accessToken).toBe('renewed')
  })

  it('signs out by clearing the stored session', () => {
    const source = createStoredSessionReader()
    writeSession({ user, accessToken: 'a', refreshToken: 'r' })
    source.clear()
    expect(source.getSnapshot()).toBeNull()
    expect(readSession()).toBeNull()
  })
})
