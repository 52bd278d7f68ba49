import type { ApiClient } from '../../api/client'

/** DECISIONS: images are JPEG, PNG, WebP or GIF, at most 10 MB, checked here and by the server. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

export type AvatarProblem = 'NOT_AN_IMAGE' | 'FILE_TOO_LARGE'

/** Why a picked file cannot be a profile picture, or null when it can. */
export function avatarProblem(file: File): AvatarProblem | null {
  if (!(file.type in IMAGE_TYPES)) return 'NOT_AN_IMAGE'
  return file.size > MAX_IMAGE_BYTES ? 'FILE_TOO_LARGE' : null
}

/**
 * Uploads a picture as SPEC §3 says (a random UUID plus the extension, PUT to a signed URL) with
 * its progress in percent, and returns the stored file name.
 */
export async function uploadAvatar(
  api: ApiClient,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<string> {
  const extension = IMAGE_TYPES[file.type] ?? 'jpg'
  const { data, error, response } = await api.POST('/api/v1/generate-url-s3', {
    body: { fileName: `${crypto.randomUUID()}.${extension}`, mimeType: file.type },
    signal,
  })
  if (!data) throw { code: error?.code ?? `HTTP_${response.status}` }
  await putWithProgress(data.url, file, onProgress, signal)
  return data.fileName
}

/** fetch() cannot report upload progress; XMLHttpRequest can. */
function putWithProgress(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    request.setRequestHeader('Content-Type', file.type)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve()
      else reject({ code: readCode(request.responseText) ?? `HTTP_${request.status}` })
    }
    request.onerror = () => reject({ code: 'NETWORK_ERROR' })
    request.onabort = () => reject({ code: 'ABORTED' })
    signal.addEventListener('abort', () => request.abort())
    request.send(file)
  })
}

function readCode(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { code?: unknown }
    return typeof parsed.code === 'string' ? parsed.code : null
  } catch {
    return null
  }
}
