import type { Clock } from '../clock.ts'
import type { RedisConnection } from './redis-connection.ts'

export interface WindowCount {
  /** Hits in the key's current window, this one included. */
  hits: number
  /** When the window ends, from now. */
  resetInMs: number
}

/**
 * Counts hits per key in fixed windows: what every limit (login, OTP requests, chat posts) is
 * built on. Over Redis, one count holds for every process; in memory, for this process only.
 */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>
}

export function memoryHitCounter(clock: Clock): HitCounter {
  const windows = new Map<string, { hits: number; endsAt: number }>()
  let nextSweep = 0
  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime()
      // Keys nobody hits any more would otherwise stay forever.
      if (now >= nextSweep) {
        for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale)
        nextSweep = now + 60_000
      }
      const current = windows.get(key)
      const window = current && current.endsAt > now ? current : { hits: 0, endsAt: now + windowMs }
      window.hits += 1
      windows.set(key, window)
      return { hits: window.hits, resetInMs: window.endsAt - now }
    },
  }
}

// One round trip, atomic: the first hit of a window starts its expiry.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}
`

/**
 * Counts in Redis, shared by every process. While Redis is down, or a command fails, this process
 * counts by itself (`fallback`): a limit that refused everyone, or no one, during an outage would
 * be worse than one counted per process for a while.
 */
export function redisHitCounter(redis: RedisConnection, fallback: HitCounter): HitCounter {
  return {
    async hit(key, windowMs) {
      if (!redis.isUp()) return fallback.hit(key, windowMs)
      try {
        const [hits, resetInMs] = (await redis.client.eval(HIT_SCRIPT, {
          keys: [`limit:${key}`],
          arguments: [String(windowMs)],
        })) as [number, number]
        return { hits, resetInMs: Math.max(resetInMs, 0) }
      } catch {
        return fallback.hit(key, windowMs)
      }
    },
  }
}
