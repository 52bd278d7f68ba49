import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate'

interface Settlers {
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Promise actors whose outcome the test decides, step by step.
 *
 * Each invocation waits under the invoked actor's id, the same id that appears in
 * `xstate.done.actor.<id>` and `xstate.error.actor.<id>`, so a model path's step can be played by
 * settling the promise the live actor is really waiting for.
 */
export class ControlledPromises {
  private readonly waiting = new Map<string, Settlers>()

  /** Logic to hand to `machine.provide({ actors })` in place of a real request. */
  logic<TOutput, TInput = NonReducibleUnknown>(): PromiseActorLogic<TOutput, TInput> {
    return fromPromise<TOutput, TInput>(
      ({ self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const settlers: Settlers = { resolve: (output) => resolve(output as TOutput), reject }
          this.waiting.set(self.id, settlers)
          // A stopped actor (its state was left) can no longer be settled by a later step.
          signal.addEventListener('abort', () => {
            if (this.waiting.get(self.id) === settlers) this.waiting.delete(self.id)
          })
        }),
    )
  }

  isWaiting(actorId: string): boolean {
    return this.waiting.has(actorId)
  }

  resolve(actorId: string, output: unknown): void {
    this.take(actorId).resolve(output)
  }

  reject(actorId: string, error: unknown): void {
    this.take(actorId).reject(error)
  }

  clear(): void {
    this.waiting.clear()
  }

  private take(actorId: string): Settlers {
    const settlers = this.waiting.get(actorId)
    if (!settlers) {
      const waiting = [...this.waiting.keys()].join(', ') || 'none'
      throw new Error(`No promise actor '${actorId}' is waiting (waiting: ${waiting})`)
    }
    this.waiting.delete(actorId)
    return settlers
  }
}
