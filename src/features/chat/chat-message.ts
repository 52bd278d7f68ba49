import type { components } from '../../api/schema'

export type ChatMessage = components['schemas']['ChatMessage']
