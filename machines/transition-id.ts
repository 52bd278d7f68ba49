import type { AnyTransitionDefinition } from 'xstate'

/**
 * A transition's name, stable within its machine: `<source state id>:<event>:<position among the
 * alternatives that state has for that event>` (`purchase.form:user.submit:1`), `always` for an
 * eventless one. The coverage table, the evidence file and the browser's record of what a page's
 * actors took all name transitions with it, so their names meet. Undefined for a state's initial
 * transition, which no event takes.
 */
export function transitionId(transition: AnyTransitionDefinition): string | undefined {
  const { source, eventType } = transition
  // A state's initial transition has no event type; an eventless one has the empty type.
  if (typeof eventType !== 'string') return undefined
  const alternatives = eventType === '' ? source.always : source.transitions.get(eventType)
  const position = alternatives?.indexOf(transition) ?? -1
  if (position === -1) return undefined
  return `${source.id}:${eventType === '' ? 'always' : eventType}:${position}`
}
