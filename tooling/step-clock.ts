import type { ActorOptions, AnyActorLogic } from 'xstate'

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>

interface Timer {
  dueAt: number
  fn: () => void
}

/**
 * A clock for actors under test that fires one timer at a time.
 *
 * xstate's SimulatedClock only advances by a duration and fires everything due by then; a model
 * path needs each `xstate.after.*` to be exactly one step, so this clock jumps to the next timer
 * and runs it alone. Timers fire in due order (ties in the order they were set), as they would in
 * a browser, so a path that expects a later timer first shows up as a wrong state.
 */
export class StepClock implements Clock {
  private time = 0
  private lastId = 0
  private readonly timers = new Map<number, Timer>()

  now(): number {
    return this.time
  }

  setTimeout(fn: () => void, timeout: number): number {
    this.lastId += 1
    this.timers.set(this.lastId, { dueAt: this.time + timeout, fn })
    return this.lastId
  }

  clearTimeout(id: number): void {
    this.timers.delete(id)
  }

  /** Moves time to the earliest timer and runs it; false when none is pending. */
  fireNext(): boolean {
    let next: [number, Timer] | undefined
    for (const entry of this.timers) {
      if (!next || entry[1].dueAt < next[1].dueAt) next = entry
    }
    if (!next) return false
    const [id, timer] = next
    this.timers.delete(id)
    this.time = Math.max(this.time, timer.dueAt)
    timer.fn()
    return true
  }
}
