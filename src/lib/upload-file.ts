import { fromCallback, type EventObject } from 'xstate'
import { errorCodeOf, NO_ANSWER, type ErrorCode } from '../../contract/error-code'
import { dataOf } from '../api/answer'
import type { ApiClient } from '../api/client'

/** The image types the backend stores (openapi.yaml ImageMimeType), with the extension each gets. */
export const UPLOAD_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const

export type UploadMimeType = keyof typeof UPLOAD_EXTENSIONS

/** DECISIONS: an image is at most 10 MB, checked here and by the backend. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** Why an upload failed: the backend's code (FILE_TOO_LARGE...), NO_ANSWER, or ABORTED when cancelled. */
export type UploadErrorCode = ErrorCode | 'ABORTED'

/** A failed upload. The URL request and the PUT of the file fail alike, whichever it was. */
export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode) {
    super(`Upload failed: ${code}`)
    this.name = 'UploadError'
  }
}

export function isUploadMimeType(type: string): type is UploadMimeType {
  return Object.hasOwn(UPLOAD_EXTENSIONS, type)
}

/** SPEC 3: the stored name is a random UUID plus the extension, never the customer's file name. */
export function uploadFileName(
  mimeType: UploadMimeType,
  randomUUID: () => string = () => crypto.randomUUID(),
): string {
  return `${randomUUID()}.${UPLOAD_EXTENSIONS[mimeType]}`
}

export interface UploadImageOptions {
  api: ApiClient
  /** The API's origin ('' for the same origin): the signed URL the backend answers is a path. */
  baseUrl: string
  file: Blob & { type: string }
  /** 0 to 100, as the bytes go out. */
  onProgress?: (percent: number) => void
  /** Aborting cancels the request for the URL or the upload itself. */
  signal?: AbortSignal
  /** Injected by tests; the browser's XMLHttpRequest otherwise (fetch reports no upload progress). */
  createRequest?: () => XMLHttpRequest
}

/**
 * Uploads one image the way the backend wants it: a signed URL from generate-url-s3 for a fresh
 * UUID name, then a PUT of the raw file to it. Resolves with the stored file name, which the
 * caller then uses (a chat IMAGE message, a profile picture).
 */
export async function uploadImage(options: UploadImageOptions): Promise<string> {
  const { api, file, signal } = options
  if (!isUploadMimeType(file.type)) throw new UploadError('UNSUPPORTED_MEDIA_TYPE')
  const data = await dataOf(
    api.POST('/api/v1/generate-url-s3', {
      body: { fileName: uploadFileName(file.type), mimeType: file.type },
      ...(signal ? { signal } : {}),
    }),
  ).catch((error: unknown) => {
    throw new UploadError(signal?.aborted ? 'ABORTED' : errorCodeOf(error))
  })
  await putFile({ ...options, url: new URL(data.url, options.baseUrl || location.origin).href })
  return data.fileName
}

/** What an upload tells the machine that runs it, as the file goes up and when it is done. */
export type UploadEvent =
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.stored'; fileName: string }
  | { type: 'upload.failed'; code: ErrorCode }

/**
 * An uploadImage a machine invokes with `{ file }`: it reports progress and the outcome as
 * UploadEvents, and leaving the invoking state cancels it (a cancel is no failure, and is not sent).
 */
export function fromUpload(api: ApiClient, baseUrl: string) {
  // It takes no events: what it receives is the machine's business, what it sends is UploadEvent.
  return fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
    const controller = new AbortController()
    const report = (event: UploadEvent) => {
      if (!controller.signal.aborted) sendBack(event)
    }
    uploadImage({
      api,
      baseUrl,
      file: input.file,
      signal: controller.signal,
      onProgress: (percent) => report({ type: 'upload.progress', percent }),
    }).then(
      (fileName) => report({ type: 'upload.stored', fileName }),
      (error: unknown) => report({ type: 'upload.failed', code: errorCodeOf(error) }),
    )
    return () => controller.abort()
  })
}

function putFile({
  url,
  file,
  onProgress,
  signal,
  createRequest = () => new XMLHttpRequest(),
}: UploadImageOptions & { url: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('ABORTED'))
      return
    }
    const request = createRequest()
    const abort = () => request.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort)
      outcome()
    }

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.((event.loaded / event.total) * 100)
      }
    })
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        settle(() => {
          onProgress?.(100)
          resolve()
        })
      } else {
        settle(() => reject(new UploadError(refusalCodeOf(request))))
      }
    })
    request.addEventListener('error', () => settle(() => reject(new UploadError(NO_ANSWER))))
    request.addEventListener('abort', () => settle(() => reject(new UploadError('ABORTED'))))

    request.open('PUT', url)
    request.setRequestHeader('Content-Type', file.type)
    request.send(file)
  })
}

/**
 * The code of a refused PUT, read as the API client reads an error. Storage sits behind the same
 * proxy as the API: a 413 from it comes as an HTML page, and still means the file is too large.
 */
function refusalCodeOf(request: XMLHttpRequest): ErrorCode {
  let body: unknown
  try {
    body = JSON.parse(request.responseText)
  } catch {
    // A proxy's HTML error page: the status is all there is.
  }
  const code = errorCodeOf(body)
  return code === NO_ANSWER && request.status === 413 ? 'FILE_TOO_LARGE' : code
}
