import { useEffect, useRef } from 'react'
import type { ActorRef, EventObject, Snapshot } from 'xstate'

/** Any actor that emits `TEmitted`: a flow's own actor, or a child it hosts. */
type Emitting<TEmitted extends EventObject> = Pick<
  ActorRef<Snapshot<unknown>, EventObject, TEmitted>,
  'on'
>

/**
 * Calls `handler` with every `type` event the flow's actor emits while the component is mounted:
 * how a flow's hook turns what its machine emits into toasts. The latest handler is used without
 * subscribing again.
 */
export function useEmitted<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: Emitting<TEmitted>,
  type: TType,
  handler: (emitted: NoInfer<Extract<TEmitted, { type: TType }>>) => void,
): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const subscription = actor.on(type, (emitted) =>
      latest.current(emitted as Extract<TEmitted, { type: TType }>),
    )
    return () => subscription.unsubscribe()
  }, [actor, type])
}
