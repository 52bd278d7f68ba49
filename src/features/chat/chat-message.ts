import type { components } from '#contract/schema'

export type ChatMessage = components['schemas']['ChatMessage']
