import { useEffect, useRef } from 'react'
import type { Actor, AnyActorLogic, EmittedFrom } from 'xstate'

/**
 * Calls `handler` with every `type` event the flow's actor emits while the component is mounted:
 * how a flow's hook turns what its machine emits into toasts. The latest handler is used without
 * subscribing again.
 */
export function useEmitted<TLogic extends AnyActorLogic, TType extends string>(
  actor: Actor<TLogic>,
  type: TType & EmittedFrom<TLogic>['type'],
  handler: (emitted: NoInfer<Extract<EmittedFrom<TLogic>, { type: TType }>>) => void,
): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const subscription = actor.on(type, (emitted) =>
      latest.current(emitted as Extract<EmittedFrom<TLogic>, { type: TType }>),
    )
    return () => subscription.unsubscribe()
  }, [actor, type])
}
