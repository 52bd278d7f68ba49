import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isUploadFileName } from '#server/src/modules/uploads/image-types.ts'
import { createTestClient, request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  startUploadStore,
  uploadStorageKinds,
  type TestUploadStore,
} from '../support/upload-stores.ts'
import {
  createChatUser,
  newFileName,
  putFile,
  requestUploadUrl,
  sampleImages,
  type ChatUser,
} from './fixtures.ts'

const TEN_MB = 10 * 1024 * 1024
const clock = createManualClock(new Date('2030-01-15T10:00:00Z'))
/** A PNG signature followed by filler: a body of exactly `size` bytes that sniffs as PNG. */
function pngOfSize(size: number): Buffer<ArrayBuffer> {
  const body = Buffer.alloc(size, 0x41)
  sampleImages['image/png'].copy(body, 0, 0, 8)
  return body
}

function withQuery(url: string, change: (query: URLSearchParams) => void): string {
  const [path, query] = url.split('?')
  const params = new URLSearchParams(query)
  change(params)
  return `${path}?${params}`
}

describe.each(uploadStorageKinds)('on the %s upload storage', (kind) => {
  let store: TestUploadStore
  let server: TestServer
  let customer: ChatUser

  beforeAll(async () => {
    store = await startUploadStore(kind)
    server = await startTestServer({ clock, config: { uploadStorage: store.config } })
    customer = await createChatUser(server)
  })
  afterAll(async () => {
    await server?.close()
    await store?.close()
  })

  describe('generateUploadUrl', () => {
    test('grants a signed URL on this server, valid ten minutes, for 10 MB at most', async () => {
      const fileName = newFileName('image/webp')
      const { data, response } = await customer.api.POST('/api/v1/generate-url-s3', {
        body: { fileName, mimeType: 'image/webp' },
      })
      expect(response.status).toBe(200)
      expect(data).toMatchObject({
        fileName,
        maxBytes: TEN_MB,
        expiresAt: '2030-01-15T10:10:00.000Z',
      })
      const url = new URL(data!.url, server.baseUrl)
      expect(url.origin).toBe(server.baseUrl)
      expect(url.pathname).toBe(`/uploads/${fileName}`)
      expect(url.searchParams.get('expires')).toBe(
        String(Date.parse('2030-01-15T10:10:00Z') / 1000),
      )
      expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const row = await server.db
        .selectFrom('uploads')
        .selectAll()
        .where('file_name', '=', fileName)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ user_id: customer.id, mime_type: 'image/webp', stored_at: null })
    })

    test('needs a signed-in user', async () => {
      const { response, error } = await createTestClient(server.baseUrl).POST(
        '/api/v1/generate-url-s3',
        {
          body: { fileName: newFileName(), mimeType: 'image/png' },
        },
      )
      expect(response.status).toBe(401)
      expect(error?.code).toBe('UNAUTHORIZED')
    })

    test.each([
      'photo.png',
      '../../etc/passwd.png',
      '2B1F0C3E-4A5D-4E6F-8A9B-0C1D2E3F4A5B.png',
      '2b1f0c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b.svg',
      '2b1f0c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b.png.php',
      '2b1f0c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b',
    ])('refuses the file name %j with INVALID_FILE_NAME', async (fileName) => {
      const { response, error } = await customer.api.POST('/api/v1/generate-url-s3', {
        body: { fileName, mimeType: 'image/png' },
      })
      expect(response.status).toBe(400)
      expect(error?.code).toBe('INVALID_FILE_NAME')
    })

    test.each([
      ['application/pdf', 'png'],
      ['image/svg+xml', 'png'],
      ['text/html', 'png'],
      ['image/jpeg', 'png'],
      ['image/png', 'gif'],
    ])(
      'refuses the type %s for a .%s with 415 UNSUPPORTED_MEDIA_TYPE',
      async (mimeType, extension) => {
        const fileName = `2b1f0c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b.${extension}`
        const { response, error } = await customer.api.POST('/api/v1/generate-url-s3', {
          body: { fileName, mimeType },
        })
        expect(response.status).toBe(415)
        expect(error?.code).toBe('UNSUPPORTED_MEDIA_TYPE')
      },
    )

    test('refuses a body without the type with INVALID_REQUEST', async () => {
      const response = await request(`${server.baseUrl}/api/v1/generate-url-s3`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: newFileName() }),
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' })
    })

    test('refuses a name another user holds, and a name already stored', async () => {
      const fileName = newFileName()
      const url = await requestUploadUrl(customer, fileName)
      const other = await createChatUser(server)
      const taken = await other.api.POST('/api/v1/generate-url-s3', {
        body: { fileName, mimeType: 'image/png' },
      })
      expect(taken.response.status).toBe(400)
      expect(taken.error?.code).toBe('INVALID_FILE_NAME')

      expect((await putFile(server, url, sampleImages['image/png'], 'image/png')).status).toBe(200)
      const again = await customer.api.POST('/api/v1/generate-url-s3', {
        body: { fileName, mimeType: 'image/png' },
      })
      expect(again.response.status).toBe(400)
      expect(again.error?.code).toBe('INVALID_FILE_NAME')
    })
  })

  describe('uploadFile', () => {
    test.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const)(
      'stores a %s, which /images/ then serves with its type and nosniff',
      async (mimeType) => {
        const fileName = newFileName(mimeType)
        const url = await requestUploadUrl(customer, fileName, mimeType)
        const bytes = sampleImages[mimeType]
        const stored = await putFile(server, url, bytes, mimeType)
        expect(stored.status).toBe(200)
        expect(stored.body).toEqual({ fileName, size: bytes.length, mimeType })

        const row = await server.db
          .selectFrom('uploads')
          .selectAll()
          .where('file_name', '=', fileName)
          .executeTakeFirstOrThrow()
        expect(row.stored_at).toEqual(clock.now())
        expect(row.size).toBe(bytes.length)
        expect(await store.read(fileName)).toEqual(bytes)

        const served = await fetch(`${server.baseUrl}/images/${fileName}`)
        expect(served.status).toBe(200)
        expect(served.headers.get('content-type')).toBe(mimeType)
        expect(served.headers.get('x-content-type-options')).toBe('nosniff')
        expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
      },
    )

    test('leaves no temporary file behind', async () => {
      const names = await store.storedNames()
      expect(names.length).toBeGreaterThan(0)
      expect(names.filter((name) => !isUploadFileName(name))).toEqual([])
    })

    test('refuses a second PUT to the same URL', async () => {
      const fileName = newFileName()
      const url = await requestUploadUrl(customer, fileName)
      expect((await putFile(server, url, sampleImages['image/png'], 'image/png')).status).toBe(200)
      const second = await putFile(server, url, sampleImages['image/png'], 'image/png')
      expect(second.status).toBe(403)
      expect(second.body).toMatchObject({ code: 'UPLOAD_URL_INVALID' })
    })

    test.each([
      [
        'a changed signature',
        (query: URLSearchParams) => query.set('signature', `${'A'.repeat(42)}B`),
      ],
      [
        'a later expiry',
        (query: URLSearchParams) =>
          query.set('expires', String(Number(query.get('expires')) + 3600)),
      ],
    ])('refuses %s with 403 UPLOAD_URL_INVALID', async (_, tamper) => {
      const fileName = newFileName()
      const url = await requestUploadUrl(customer, fileName)
      const response = await putFile(
        server,
        withQuery(url, tamper),
        sampleImages['image/png'],
        'image/png',
      )
      expect(response.status).toBe(403)
      expect(response.body).toMatchObject({ code: 'UPLOAD_URL_INVALID' })
      expect(
        await server.db
          .selectFrom('uploads')
          .select('stored_at')
          .where('file_name', '=', fileName)
          .executeTakeFirst(),
      ).toEqual({ stored_at: null })
    })

    test("refuses one file's signature on another name, and a name no URL was issued for", async () => {
      const url = await requestUploadUrl(customer, newFileName())
      const otherName = newFileName()
      await requestUploadUrl(customer, otherName)
      const query = url.split('?')[1]
      for (const target of [otherName, newFileName()]) {
        const response = await putFile(
          server,
          `/uploads/${target}?${query}`,
          sampleImages['image/png'],
          'image/png',
        )
        expect(response.status).toBe(403)
        expect(response.body).toMatchObject({ code: 'UPLOAD_URL_INVALID' })
      }
    })

    test('accepts a URL until its expiry second, and answers 410 UPLOAD_URL_EXPIRED after', async () => {
      const onTime = await requestUploadUrl(customer, newFileName())
      const late = await requestUploadUrl(customer, newFileName())
      const tenMinutes = 10 * 60 * 1000
      try {
        clock.advance(tenMinutes)
        expect((await putFile(server, onTime, sampleImages['image/png'], 'image/png')).status).toBe(
          200,
        )
        clock.advance(1000)
        const response = await putFile(server, late, sampleImages['image/png'], 'image/png')
        expect(response.status).toBe(410)
        expect(response.body).toMatchObject({ code: 'UPLOAD_URL_EXPIRED' })
      } finally {
        clock.set(new Date('2030-01-15T10:00:00Z'))
      }
    })

    test.each([
      [
        'an HTML page renamed .png',
        'image/png',
        Buffer.from('<!doctype html><script>alert(1)</script>'),
      ],
      ['a PHP script renamed .png', 'image/png', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['a PNG declared as GIF', 'image/gif', sampleImages['image/png']],
      ['a JPEG declared as WebP', 'image/webp', sampleImages['image/jpeg']],
      [
        'a GIF that is also a script',
        'image/gif',
        Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=1;<script>alert(1)</script>')]),
      ],
      [
        'a PNG carrying PHP',
        'image/png',
        Buffer.concat([sampleImages['image/png'], Buffer.from('<?PHP echo 1; ?>')]),
      ],
      ['an empty body', 'image/png', Buffer.alloc(0)],
    ] as const)(
      'refuses %s with 400 UNSUPPORTED_MEDIA_TYPE and stores nothing',
      async (_, mimeType, bytes) => {
        const fileName = newFileName(mimeType)
        const url = await requestUploadUrl(customer, fileName, mimeType)
        const response = await putFile(server, url, bytes, mimeType)
        expect(response.status).toBe(400)
        expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
        expect((await fetch(`${server.baseUrl}/images/${fileName}`)).status).toBe(404)
      },
    )

    test('refuses a content type other than the one the URL was issued for with 415', async () => {
      const url = await requestUploadUrl(customer, newFileName())
      for (const contentType of ['image/jpeg', 'text/html', 'application/octet-stream']) {
        const response = await putFile(server, url, sampleImages['image/png'], contentType)
        expect(response.status).toBe(415)
        expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
      }
    })

    test('takes exactly 10 MB', async () => {
      const fileName = newFileName()
      const url = await requestUploadUrl(customer, fileName)
      const response = await putFile(server, url, pngOfSize(TEN_MB), 'image/png')
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ size: TEN_MB })
    })

    test('refuses one byte more with 413 FILE_TOO_LARGE, and keeps serving', async () => {
      const fileName = newFileName()
      const url = await requestUploadUrl(customer, fileName)
      const response = await putFile(server, url, pngOfSize(TEN_MB + 1), 'image/png')
      expect(response.status).toBe(413)
      expect(response.body).toMatchObject({ code: 'FILE_TOO_LARGE' })

      // Streamed without a Content-Length, the limit is enforced while reading.
      const chunk = pngOfSize(1024 * 1024)
      let sent = 0
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > TEN_MB) return controller.close()
          sent += chunk.length
          controller.enqueue(chunk)
        },
      })
      const streamed = await request(`${server.baseUrl}${url}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect(streamed.status).toBe(413)
      expect(streamed.body).toMatchObject({ code: 'FILE_TOO_LARGE' })

      const stored = await putFile(server, url, sampleImages['image/png'], 'image/png')
      expect(stored.status).toBe(200)
    })
  })
})
