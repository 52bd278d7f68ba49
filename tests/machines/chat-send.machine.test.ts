import { createActor, fromCallback, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  CHAT_TEXT_MAX_LENGTH,
  chatSendMachine,
  expectedCreatedCode,
  type ChatCreated,
  type ChatPost,
  type ChatSendEmitted,
  type ChatSendInput,
} from '../../machines/chat-send.machine.ts'
import { ControlledPromises } from '../../tooling/controlled-promises.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import {
  answered,
  chatSendModel,
  CREATED_MESSAGE,
  pickedFiles,
  STORED_FILE_NAME,
} from '../../tooling/machine-models/chat-send-model.ts'

const groupInput: ChatSendInput = { mode: 'GROUP', signedIn: true }

function startFooter(input: ChatSendInput = groupInput) {
  const promises = new ControlledPromises()
  const uploads: Array<{ file: File; report: (event: AnyEventObject) => void; stopped: boolean }> =
    []
  const machine = chatSendMachine.provide({
    actors: {
      postMessage: promises.logic<ChatCreated, ChatPost>(),
      uploadImage: fromCallback(({ input: { file }, sendBack }) => {
        const upload = { file, report: sendBack, stopped: false }
        uploads.push(upload)
        return () => {
          upload.stopped = true
        }
      }),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: ChatSendEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  /** What the running post request was given. */
  const posting = (id: 'postText' | 'postImage') =>
    (actor.getSnapshot().children[id]?.getSnapshot() as { input: ChatPost } | undefined)?.input
  return { actor, promises, uploads, emitted, posting }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('chatSendMachine', () => {
  it('posts the trimmed text, clears the input and hands on the created message on SUCCESS', async () => {
    const { actor, promises, emitted, posting } = startFooter()
    actor.send({ type: 'user.type', text: '  Hello everyone  ' })
    actor.send({ type: 'user.submit' })

    expect(actor.getSnapshot().value).toBe('sending')
    expect(posting('postText')).toEqual({ mode: 'GROUP', type: 'TEXT', text: 'Hello everyone' })
    promises.resolve('postText', answered('SUCCESS'))
    await settle()

    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.text).toBe('')
    expect(emitted).toEqual([{ type: 'chat.sent', message: CREATED_MESSAGE }])
  })

  it('keeps the text and reports the code when the post fails', async () => {
    const { actor, promises, emitted } = startFooter({ mode: 'ADMIN', signedIn: true })
    actor.send({ type: 'user.type', text: 'Where is my top-up?' })
    actor.send({ type: 'user.submit' })
    promises.reject('postText', { code: 'RATE_LIMITED' })
    await settle()

    expect(actor.getSnapshot().context).toMatchObject({
      text: 'Where is my top-up?',
      errorCode: 'RATE_LIMITED',
    })
    expect(emitted).toEqual([{ type: 'chat.failed', code: 'RATE_LIMITED' }])
  })

  it('does not send a blank text, nor anything for a visitor', () => {
    const blank = startFooter()
    blank.actor.send({ type: 'user.type', text: '   ' })
    blank.actor.send({ type: 'user.submit' })
    expect(blank.actor.getSnapshot().value).toBe('editing')

    const visitor = startFooter({ mode: 'GROUP', signedIn: false })
    visitor.actor.send({ type: 'user.type', text: 'Hi' })
    visitor.actor.send({ type: 'user.submit' })
    visitor.actor.send({ type: 'user.pickImage', file: pickedFiles().photo })
    expect(visitor.actor.getSnapshot().value).toBe('editing')
    expect(visitor.uploads).toHaveLength(0)
  })

  it('cuts a pasted text at 1,000 characters', () => {
    const { actor } = startFooter()
    actor.send({ type: 'user.type', text: 'ກ'.repeat(CHAT_TEXT_MAX_LENGTH + 20) })
    expect(actor.getSnapshot().context.text).toHaveLength(CHAT_TEXT_MAX_LENGTH)
  })

  it('refuses a file that is not an image, or too large, without uploading it', () => {
    const { actor, uploads, emitted } = startFooter()
    actor.send({ type: 'user.pickImage', file: pickedFiles().pdf })
    actor.send({ type: 'user.pickImage', file: pickedFiles().huge })

    expect(uploads).toHaveLength(0)
    expect(emitted).toEqual([
      { type: 'chat.failed', code: 'NOT_AN_IMAGE' },
      { type: 'chat.failed', code: 'IMAGE_TOO_LARGE' },
    ])
  })

  it('uploads an image with progress, then posts it as an IMAGE message', async () => {
    const { actor, uploads, promises, emitted, posting } = startFooter({
      mode: 'ADMIN',
      customerId: 'c1',
      signedIn: true,
    })
    const { photo } = pickedFiles()
    actor.send({ type: 'user.pickImage', file: photo })
    expect(uploads[0]?.file).toBe(photo)

    uploads[0]?.report({ type: 'upload.progress', percent: 41.6 })
    expect(actor.getSnapshot().context.uploadPercent).toBe(42)
    uploads[0]?.report({ type: 'upload.stored', fileName: STORED_FILE_NAME })
    expect(actor.getSnapshot().value).toBe('postingImage')
    expect(posting('postImage')).toEqual({
      mode: 'ADMIN',
      customerId: 'c1',
      type: 'IMAGE',
      fileName: STORED_FILE_NAME,
    })
    promises.resolve('postImage', answered('CREATE_CHAT_SUCCESS'))
    await settle()

    expect(actor.getSnapshot().value).toBe('editing')
    expect(emitted).toEqual([{ type: 'chat.sent', message: CREATED_MESSAGE }])
  })

  it('stops the uploader when the upload is cancelled', () => {
    const { actor, uploads, emitted } = startFooter()
    actor.send({ type: 'user.pickImage', file: pickedFiles().photo })
    actor.send({ type: 'user.cancelUpload' })

    expect(uploads[0]?.stopped).toBe(true)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errorCode).toBeNull()
    expect(emitted).toEqual([])
  })

  it('treats an answer with the wrong code as a failure', async () => {
    const { actor, promises } = startFooter()
    actor.send({ type: 'user.type', text: 'Hi' })
    actor.send({ type: 'user.submit' })
    promises.resolve('postText', answered('CREATE_CHAT_SUCCESS'))
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      text: 'Hi',
      errorCode: 'UNEXPECTED_RESPONSE',
    })
  })
})

describe('expectedCreatedCode (SPEC 4)', () => {
  it.each([
    [{ mode: 'GROUP', type: 'TEXT', text: 'x' }, 'SUCCESS'],
    [{ mode: 'GROUP', type: 'IMAGE', fileName: 'x' }, 'CREATE_CHAT_SUCCESS'],
    [{ mode: 'ADMIN', type: 'TEXT', text: 'x' }, 'CREATE_CHAT_SUCCESS'],
    [{ mode: 'ADMIN', type: 'IMAGE', fileName: 'x' }, 'CREATE_CHAT_SUCCESS'],
  ] as const)('%o answers %s', (post, code) => {
    expect(expectedCreatedCode(post)).toBe(code)
  })
})

describe('chatSendMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(chatSendModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.coverage.transitions).toHaveLength(18)
    expect(walk.paths.map((path) => path.description)).toContain(
      'editing --user.pickImage--> uploading --upload.stored--> postingImage ' +
        '--xstate.done.actor.postImage--> editing',
    )
  })
})
