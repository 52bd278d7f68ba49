import { fromPromise, type NonReducibleUnknown } from 'xstate'

type RequestCreator<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0]

/** Settles never: what a cancelled request answers to the machine that no longer waits for it. */
const unanswered = new Promise<never>(() => {})

/**
 * `fromPromise` for a request to the backend. Its `signal` is aborted when the machine no longer
 * wants the answer (it left the state, or React's StrictMode stopped the actor to start it again):
 * a request cancelled that way is not a failure, and whatever it ends with is never reported. Were
 * it reported, the actor StrictMode starts again would take the first run's AbortError as its own
 * request failing, and the screen would show an error although its data is on its way.
 */
export function fromRequest<TOutput, TInput = NonReducibleUnknown>(
  request: RequestCreator<TOutput, TInput>,
) {
  return fromPromise<TOutput, TInput>(async (args) => {
    try {
      const output = await request(args)
      return args.signal.aborted ? unanswered : output
    } catch (error) {
      if (args.signal.aborted) return unanswered
      throw error
    }
  })
}
