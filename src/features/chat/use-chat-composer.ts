import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  CHAT_TEXT_MAX_LENGTH,
  sendableText,
  type chatSendMachine,
  type ChatSendErrorCode,
} from '#machines/chat-send.machine'

export type ChatSendActor = ActorRefFrom<typeof chatSendMachine>

export interface ChatComposer {
  text: string
  /** SPEC 4: greyed while the text is blank, the user is signed out, or a send is under way. */
  canSend: boolean
  isSending: boolean
  isUploading: boolean
  /** Posting an uploaded image, after its bytes went up. */
  isPostingImage: boolean
  uploadPercent: number
  errorCode: ChatSendErrorCode | null
  maxLength: number
  type(text: string): void
  submit(): void
  pickImage(file: File): void
  cancelUpload(): void
}

/** The footer's intents and what it shows, read from the send actor. */
export function useChatComposer(actor: ChatSendActor, signedIn: boolean): ChatComposer {
  useEffect(() => {
    actor.send({ type: 'session.changed', signedIn })
  }, [actor, signedIn])

  const state = useSelector(
    actor,
    (snapshot) => ({
      text: snapshot.context.text,
      uploadPercent: snapshot.context.uploadPercent,
      errorCode: snapshot.context.errorCode,
      isSending: snapshot.matches('sending'),
      isUploading: snapshot.matches('uploading'),
      isPostingImage: snapshot.matches('postingImage'),
      canSend:
        snapshot.matches('editing') &&
        snapshot.context.signedIn &&
        sendableText(snapshot.context.text) !== '',
    }),
    shallowEqual,
  )

  return {
    ...state,
    maxLength: CHAT_TEXT_MAX_LENGTH,
    type: (text) => actor.send({ type: 'user.type', text }),
    submit: () => actor.send({ type: 'user.submit' }),
    pickImage: (file) => actor.send({ type: 'user.pickImage', file }),
    cancelUpload: () => actor.send({ type: 'user.cancelUpload' }),
  }
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as Array<keyof T>).every((key) => Object.is(a[key], b[key]))
}
