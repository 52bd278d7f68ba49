import { fromCallback } from 'xstate'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'
import {
  CHAT_IMAGE_MAX_BYTES,
  chatSendMachine,
  type ChatCreated,
  type ChatPost,
  type ChatSendInput,
} from '../../machines/chat-send.machine.ts'
import { ControlledPromises } from '../controlled-promises.ts'

export const STORED_FILE_NAME = '0f8fad5b-d9cb-469f-a165-70867728950e.png'

/** The message the backend stored for a post, as its answer carries it. */
export const CREATED_MESSAGE: ChatCreated['data'] = {
  _id: '5b1e3f0a-8c4d-4e2f-9a6b-7c8d9e0f1a2b',
  senderName: 'Somchai Phommavong',
  createdbyName: '2f6e8a4c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
  urlImageUser: null,
  phone: '2055512345',
  text: 'Sabaidee',
  image: [],
  type: 'TEXT',
  mode: 'GROUP',
  isFrom: 'CUSTOMER',
  customerId: null,
  created_at: '2026-11-21T08:15:00.000Z',
}

/** The backend's answer to a post, with the message code `message`. */
export const answered = (message: string): ChatCreated => ({ message, data: CREATED_MESSAGE })

/**
 * A real File that @xstate/graph can tell apart from another: it keys events by JSON, and a File's
 * name, type and size are getters that JSON.stringify does not see.
 */
function describedFile(parts: BlobPart[], name: string, type: string): File {
  const file = new File(parts, name, { type })
  return Object.assign(file, { toJSON: () => ({ name, type, size: file.size }) })
}

/** The files a customer may pick: an image that fits, a PDF, and a photo over the limit. */
export function pickedFiles() {
  return {
    photo: describedFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', 'image/png'),
    pdf: describedFile(['%PDF-1.7'], 'invoice.pdf', 'application/pdf'),
    huge: describedFile([new Uint8Array(CHAT_IMAGE_MAX_BYTES + 1)], 'huge.jpg', 'image/jpeg'),
  }
}

/**
 * What makes two footer states the same for the walk: the state, whether there is text, and, while
 * editing, whether the user is signed in (it decides what send and pick do there). Errors and
 * percentages are checked on screen rather than told apart here: every combination of them would
 * make thousands of simple paths instead of a few dozen.
 */
export function serializeChatSend(snapshot: ModelSnapshot<typeof chatSendMachine>): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    hasText: context.text !== '',
    signedIn: snapshot.value === 'editing' ? context.signedIn : null,
  })
}

/** Payloads for every event the footer can receive; the walk picks those each state accepts. */
export function chatSendEvents(): EventPayloads<typeof chatSendMachine> {
  const files = pickedFiles()
  return {
    'user.type': [{ type: 'user.type', text: 'Sabaidee' }],
    'user.pickImage': [
      { type: 'user.pickImage', file: files.photo },
      { type: 'user.pickImage', file: files.pdf },
      { type: 'user.pickImage', file: files.huge },
    ],
    'session.changed': (snapshot) => [
      { type: 'session.changed', signedIn: !snapshot.context.signedIn },
    ],
    'upload.progress': [{ type: 'upload.progress', percent: 40 }],
    'upload.stored': [{ type: 'upload.stored', fileName: STORED_FILE_NAME }],
    'upload.failed': [{ type: 'upload.failed', code: 'FILE_TOO_LARGE' }],
    'xstate.done.actor.postText': [
      { type: 'xstate.done.actor.postText', output: answered('SUCCESS') },
      { type: 'xstate.done.actor.postText', output: answered('CREATE_CHAT_SUCCESS') },
    ],
    'xstate.error.actor.postText': [
      { type: 'xstate.error.actor.postText', error: { code: 'RATE_LIMITED' } },
    ],
    'xstate.done.actor.postImage': [
      { type: 'xstate.done.actor.postImage', output: answered('CREATE_CHAT_SUCCESS') },
      { type: 'xstate.done.actor.postImage', output: answered('SUCCESS') },
    ],
    'xstate.error.actor.postImage': [
      { type: 'xstate.error.actor.postImage', error: new TypeError('Failed to fetch') },
    ],
  }
}

/** The machine-level walk: posts decided step by step, the uploader's reports played by the walk. */
export function chatSendModel() {
  const promises = new ControlledPromises()
  const machine = chatSendMachine.provide({
    actors: {
      postMessage: promises.logic<ChatCreated, ChatPost>(),
      uploadImage: fromCallback(() => {}),
    },
  })
  return {
    machine,
    input: { mode: 'GROUP', signedIn: true } satisfies ChatSendInput,
    events: chatSendEvents(),
    serializeState: serializeChatSend,
    promises,
  }
}
