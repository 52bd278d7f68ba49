import type { Clock } from '../../clock.ts'

export interface PostRateLimiter {
  /** Counts one post by this user; false when the user is over the limit (the post is refused). */
  tryPost(userId: string): boolean
}

/**
 * A sliding window per user, shared by the group chat and the admin conversation so a flood
 * cannot alternate between them. In memory: one server process holds one user's budget.
 */
export function createPostRateLimiter({
  max,
  windowMs,
  clock,
}: {
  max: number
  windowMs: number
  clock: Clock
}): PostRateLimiter {
  const postsByUser = new Map<string, number[]>()
  let lastSweep = clock.now().getTime()

  // Users who stopped posting would otherwise stay in the map forever.
  const sweep = (windowStart: number) => {
    for (const [userId, times] of postsByUser) {
      if ((times.at(-1) ?? 0) <= windowStart) postsByUser.delete(userId)
    }
  }

  return {
    tryPost(userId) {
      const now = clock.now().getTime()
      const windowStart = now - windowMs
      if (now - lastSweep > windowMs) {
        sweep(windowStart)
        lastSweep = now
      }
      const recent = (postsByUser.get(userId) ?? []).filter((time) => time > windowStart)
      const allowed = recent.length < max
      if (allowed) recent.push(now)
      postsByUser.set(userId, recent)
      return allowed
    },
  }
}
