import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  CHAT_PAGE_SIZE,
  chatThreadMachine,
  mergeMessages,
  type ChatPage,
  type ThreadMessage,
} from '../../machines/chat-thread.machine.ts'
import { ControlledPromises } from '../../tooling/controlled-promises.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import {
  chatThreadModel,
  fullPage,
  message,
} from '../../tooling/machine-models/chat-thread-model.ts'

const ids = (messages: readonly ThreadMessage[]) => messages.map((m) => m._id)

describe('mergeMessages', () => {
  it('shows a message that came by the socket and again in a reload once', () => {
    const shown = [message('a', 1), message('b', 2)]
    const merged = mergeMessages(mergeMessages(shown, [message('c', 3)]), [
      message('b', 2),
      message('c', 3),
      message('d', 4),
    ])
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('puts an older page and a late message in their place by time', () => {
    const shown = [message('c', 3), message('e', 5)]
    expect(ids(mergeMessages(shown, [message('a', 1), message('b', 2)]))).toEqual([
      'a',
      'b',
      'c',
      'e',
    ])
    expect(ids(mergeMessages(shown, [message('d', 4)]))).toEqual(['c', 'd', 'e'])
  })

  it('returns the same list when nothing is new, so the screen does not re-render', () => {
    const shown = [message('a', 1)]
    expect(mergeMessages(shown, [message('a', 1)])).toBe(shown)
  })
})

function startThread() {
  const promises = new ControlledPromises()
  const machine = chatThreadMachine.provide({
    actors: {
      loadNewest: promises.logic<ChatPage, { threadKey: string }>(),
      loadOlder: promises.logic<ChatPage, { threadKey: string; before: string }>(),
    },
  })
  const actor = createActor(machine, { input: { threadKey: 'group' } }).start()
  return { actor, promises }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('chatThreadMachine', () => {
  it('asks for the page before the oldest shown message, and stops at the start', async () => {
    const { actor, promises } = startThread()
    promises.resolve('loadNewest', fullPage('n', 500))
    await settle()
    actor.send({ type: 'user.loadOlder' })

    const older = actor.getSnapshot().children.loadOlder?.getSnapshot() as {
      input: { before: string }
    }
    expect(older.input.before).toBe(actor.getSnapshot().context.messages[0]?.created_at)
    promises.resolve('loadOlder', { messages: [message('first', 0)] })
    await settle()

    expect(actor.getSnapshot().context.messages).toHaveLength(CHAT_PAGE_SIZE + 1)
    expect(actor.getSnapshot().context.hasOlder).toBe(false)
    actor.send({ type: 'user.loadOlder' })
    expect(actor.getSnapshot().matches({ ready: 'current' })).toBe(true)
  })

  it('adds the answer to a send from here at once, without asking for a page', async () => {
    const { actor, promises } = startThread()
    promises.resolve('loadNewest', { messages: [message('a', 1)] })
    await settle()

    actor.send({ type: 'message.sent', message: message('mine', 2) })

    expect(ids(actor.getSnapshot().context.messages)).toEqual(['a', 'mine'])
    expect(actor.getSnapshot().matches({ ready: 'current' })).toBe(true)
    expect(promises.isWaiting('refreshNewest')).toBe(false)
  })

  it.each([
    ['the answer, then the push', ['message.sent', 'socket.message']],
    ['the push, then the answer', ['socket.message', 'message.sent']],
  ] as const)('shows a sent message once when %s arrive', async (_, order) => {
    const { actor, promises } = startThread()
    promises.resolve('loadNewest', { messages: [message('a', 1)] })
    await settle()

    for (const type of order) {
      actor.send({ type, message: message('mine', 2) })
      expect(ids(actor.getSnapshot().context.messages)).toEqual(['a', 'mine'])
    }
    actor.send({ type: 'socket.message', message: message('theirs', 3) })

    expect(ids(actor.getSnapshot().context.messages)).toEqual(['a', 'mine', 'theirs'])
    expect(promises.isWaiting('refreshNewest')).toBe(false)
  })

  it('shows a message sent during a reload once when the page brings it too', async () => {
    const { actor, promises } = startThread()
    promises.resolve('loadNewest', { messages: [message('a', 1)] })
    await settle()
    actor.send({ type: 'thread.reload' })

    actor.send({ type: 'message.sent', message: message('mine', 2) })
    promises.resolve('refreshNewest', { messages: [message('a', 1), message('mine', 2)] })
    await settle()

    expect(ids(actor.getSnapshot().context.messages)).toEqual(['a', 'mine'])
    expect(actor.getSnapshot().matches({ ready: 'current' })).toBe(true)
  })

  it('keeps the thread on screen when a reload fails', async () => {
    const { actor, promises } = startThread()
    promises.resolve('loadNewest', { messages: [message('a', 1)] })
    await settle()
    actor.send({ type: 'thread.reload' })
    promises.reject('refreshNewest', new TypeError('Failed to fetch'))
    await settle()
    expect(ids(actor.getSnapshot().context.messages)).toEqual(['a'])
    expect(actor.getSnapshot().matches({ ready: 'current' })).toBe(true)
  })
})

describe('chatThreadMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(chatThreadModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
  })
})
