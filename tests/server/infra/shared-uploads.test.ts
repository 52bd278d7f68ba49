import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChatUser, newFileName, sampleImages, uploadImage } from '../chat/fixtures.ts'
import { request } from '../support/http-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { startUploadStore, type TestUploadStore } from '../support/upload-stores.ts'

const png = sampleImages['image/png']

/** Uploads a PNG through `server` as a new customer; answers its file name. */
async function uploadThrough(server: TestServer): Promise<string> {
  return uploadImage(server, await createChatUser(server))
}

describe('two processes on one object store', () => {
  let store: TestUploadStore
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    store = await startUploadStore('s3')
    const config = { uploadStorage: store.config }
    first = await startTestServer({ config })
    second = await startTestServer({ config })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await store?.close()
  })

  test('an image uploaded through one is served by the other, with the same headers', async () => {
    const fileName = await uploadThrough(first)

    const served = await fetch(`${second.baseUrl}/images/${fileName}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-length')).toBe(String(png.length))
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)

    const head = await fetch(`${second.baseUrl}/images/${fileName}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(png.length))
  })

  test('an upload neither holds is a 404 on both', async () => {
    for (const server of [first, second]) {
      const missing = await request(`${server.baseUrl}/images/${newFileName()}`)
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ code: 'NOT_FOUND' })
    }
  })
})

describe('two processes each on its own disk', () => {
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    first = await startTestServer()
    second = await startTestServer()
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  test('serve only what was uploaded through each: why several processes need the store', async () => {
    const fileName = await uploadThrough(first)
    expect((await fetch(`${first.baseUrl}/images/${fileName}`)).status).toBe(200)
    expect((await fetch(`${second.baseUrl}/images/${fileName}`)).status).toBe(404)
  })
})
