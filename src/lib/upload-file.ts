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

/** A failed upload, with the backend's code (FILE_TOO_LARGE...) or NETWORK / ABORTED. */
export class UploadError extends Error {
  constructor(readonly code: string) {
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
  const { data, error } = await api.POST('/api/v1/generate-url-s3', {
    body: { fileName: uploadFileName(file.type), mimeType: file.type },
    ...(signal ? { signal } : {}),
  })
  if (!data) throw new UploadError(error?.code ?? 'NETWORK')
  await putFile({ ...options, url: new URL(data.url, options.baseUrl || location.origin).href })
  return data.fileName
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
        settle(() => reject(new UploadError(errorCodeOf(request.responseText, request.status))))
      }
    })
    request.addEventListener('error', () => settle(() => reject(new UploadError('NETWORK'))))
    request.addEventListener('abort', () => settle(() => reject(new UploadError('ABORTED'))))

    request.open('PUT', url)
    request.setRequestHeader('Content-Type', file.type)
    request.send(file)
  })
}

function errorCodeOf(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown }
    if (typeof parsed.code === 'string') return parsed.code
  } catch {
    // A proxy's HTML error page: the status is all there is.
  }
  return status === 413 ? 'FILE_TOO_LARGE' : 'NETWORK'
}
