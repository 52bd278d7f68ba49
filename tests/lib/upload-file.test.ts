import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/api/client'
import { uploadFileName, uploadImage, UploadError } from '../../src/lib/upload-file'

const BASE = 'http://shop.test'
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const UPLOAD_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/

/** An XMLHttpRequest stand-in that the test drives: progress, then the server's answer. */
class FakeUpload extends EventTarget {
  readonly upload = new EventTarget()
  status = 0
  responseText = ''
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  aborted = false
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.dispatchEvent(new Event('abort'))
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    )
  }
  answer(status: number, body: object) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.dispatchEvent(new Event('load'))
  }
}

function apiAnswering(status: number, body: object) {
  const requests: Array<{ url: string; body: unknown }> = []
  const api = createApiClient({
    baseUrl: BASE,
    getAccessToken: () => 'token',
    refreshSession: async () => 'failed',
    fetch: async (input: RequestInfo | URL) => {
      const request = input as Request
      requests.push({ url: request.url, body: await request.clone().json() })
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })
    },
  })
  return { api, requests }
}

const signedUrl = (fileName: string) => ({
  url: `/uploads/${fileName}?expires=1&signature=abcdefghijklmnop`,
  fileName,
  expiresAt: '2026-11-21T10:00:00.000Z',
  maxBytes: 10 * 1024 * 1024,
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('uploadFileName', () => {
  it('is a random UUID plus the extension of the type, never the picked name', () => {
    expect(uploadFileName('image/jpeg', () => UUID)).toBe(`${UUID}.jpg`)
    expect(uploadFileName('image/webp')).toMatch(UPLOAD_FILE_NAME)
    expect(uploadFileName('image/png')).not.toBe(uploadFileName('image/png'))
  })
})

describe('uploadImage', () => {
  it('asks for a signed URL, PUTs the raw file with progress, and answers the stored name', async () => {
    const { api, requests } = apiAnswering(200, signedUrl(`${UUID}.png`))
    const xhr = new FakeUpload()
    const file = new File([new Uint8Array([1, 2, 3])], 'Holiday photo.png', { type: 'image/png' })
    const progress: number[] = []

    const stored = uploadImage({
      api,
      baseUrl: BASE,
      file,
      onProgress: (percent) => progress.push(percent),
      createRequest: () => xhr as unknown as XMLHttpRequest,
    })
    await flush()
    xhr.progress(1, 4)
    xhr.answer(200, { fileName: `${UUID}.png`, size: 3, mimeType: 'image/png' })

    await expect(stored).resolves.toBe(`${UUID}.png`)
    const [asked] = requests
    expect(asked?.url).toBe(`${BASE}/api/v1/generate-url-s3`)
    expect(asked?.body).toMatchObject({ mimeType: 'image/png' })
    expect((asked?.body as { fileName: string }).fileName).toMatch(UPLOAD_FILE_NAME)
    expect([xhr.method, xhr.url]).toEqual([
      'PUT',
      `${BASE}/uploads/${UUID}.png?expires=1&signature=abcdefghijklmnop`,
    ])
    expect(xhr.headers['Content-Type']).toBe('image/png')
    expect(xhr.body).toBe(file)
    expect(progress).toEqual([25, 100])
  })

  it("fails with the backend's code when the PUT is refused", async () => {
    const { api } = apiAnswering(200, signedUrl(`${UUID}.gif`))
    const xhr = new FakeUpload()
    const stored = uploadImage({
      api,
      baseUrl: BASE,
      file: new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
      createRequest: () => xhr as unknown as XMLHttpRequest,
    })
    await flush()
    xhr.answer(413, { code: 'FILE_TOO_LARGE' })
    await expect(stored).rejects.toEqual(new UploadError('FILE_TOO_LARGE'))
  })

  it('aborts the PUT when cancelled', async () => {
    const { api } = apiAnswering(200, signedUrl(`${UUID}.jpg`))
    const xhr = new FakeUpload()
    const controller = new AbortController()
    const stored = uploadImage({
      api,
      baseUrl: BASE,
      file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
      signal: controller.signal,
      createRequest: () => xhr as unknown as XMLHttpRequest,
    })
    await flush()
    controller.abort()
    await expect(stored).rejects.toEqual(new UploadError('ABORTED'))
    expect(xhr.aborted).toBe(true)
  })

  it('uploads nothing that is not an image, and reports a refused URL request', async () => {
    const { api, requests } = apiAnswering(415, { code: 'UNSUPPORTED_MEDIA_TYPE' })
    await expect(
      uploadImage({
        api,
        baseUrl: BASE,
        file: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
      }),
    ).rejects.toEqual(new UploadError('UNSUPPORTED_MEDIA_TYPE'))
    expect(requests).toEqual([])

    await expect(
      uploadImage({ api, baseUrl: BASE, file: new File(['x'], 'a.png', { type: 'image/png' }) }),
    ).rejects.toEqual(new UploadError('UNSUPPORTED_MEDIA_TYPE'))
    expect(requests).toHaveLength(1)
  })
})
