import { useRouteContext } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorOptions, AnyActorLogic, InputFrom } from 'xstate'
import type { AppServices } from '../services'
import { actorInspectOptions } from './machine-evidence'

/** What a test hands a flow's hook instead of the app's: its own fakes, a clock, an inspector. */
export interface FlowTestOptions<TLogic extends AnyActorLogic> extends Pick<
  ActorOptions<TLogic>,
  'clock' | 'inspect'
> {
  logic?: TLogic
}

interface FlowActorOptions<TLogic extends AnyActorLogic> extends FlowTestOptions<TLogic> {
  /**
   * The actor's name in the inspector and in `system.get()`: the flow, and for a flow that runs once
   * per order, top-up or product, which one (`topupDecision:<id>`), so two of them read apart.
   */
  systemId: string
  input: InputFrom<TLogic>
}

/**
 * Starts the actor of one flow, the way every feature's `use<Flow>()` does: its logic is built once
 * from the app's services (the router's context), and the actor lives as long as the component
 * that asked for it. A new customer or product is a new component (a `key`), hence a new actor.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(
  createLogic: (services: AppServices) => TLogic,
  { systemId, input, logic, ...testOptions }: FlowActorOptions<TLogic>,
) {
  const services = useRouteContext({ from: '__root__' })
  const [flowLogic] = useState(() => logic ?? createLogic(services))
  return useActorRef(flowLogic, flowActorOptions({ systemId, input, ...testOptions }))
}

/** A flow actor's options: its names, its input, the inspector when it is on, a test's fakes. */
export function flowActorOptions<TLogic extends AnyActorLogic>({
  systemId,
  input,
  ...testOptions
}: Omit<FlowActorOptions<TLogic>, 'logic'>): ActorOptions<TLogic> & { input: InputFrom<TLogic> } {
  return {
    input,
    // The inspector names a top-level actor by its id; without one, by its machine's id.
    id: systemId,
    systemId,
    ...actorInspectOptions(),
    ...testOptions,
  } as ActorOptions<TLogic> & { input: InputFrom<TLogic> }
}
