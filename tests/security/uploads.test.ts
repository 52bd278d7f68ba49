import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChatUser, putFile, sampleImages, type ChatUser } from '../server/chat/fixtures.ts'
import { request } from '../server/support/http-client.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import {
  startUploadStore,
  uploadStorageKinds,
  type TestUploadStore,
} from '../server/support/upload-stores.ts'

// Files an attacker uploads as a chat image or a profile picture, hoping a browser (or the
// server) will run them. Each must be refused before it is stored, and never served.

let server: TestServer
let customer: ChatUser

const TEN_MB = 10 * 1024 * 1024
const bytes = (...parts: Array<string | Uint8Array>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  )

interface HostileFile {
  /** The name's extension and the type asked for in generate-url-s3. */
  extension: string
  mimeType: string
  /** The Content-Type of the PUT; the asked type unless given. */
  putType?: string
  content: Uint8Array<ArrayBuffer>
}

const png = sampleImages['image/png']
const jpeg = sampleImages['image/jpeg']
const gif = sampleImages['image/gif']

const hostileFiles: Record<string, HostileFile> = {
  'a GIF/HTML polyglot': {
    extension: 'gif',
    mimeType: 'image/gif',
    content: bytes('GIF89a<html><body><script>alert(document.cookie)</script></body></html>'),
  },
  'a GIF/JS polyglot with the script in the image data': {
    extension: 'gif',
    mimeType: 'image/gif',
    // `GIF89a/*` opens a JS comment that the trailing `*/` closes: as a script it runs the fetch.
    content: bytes('GIF89a/*', gif.subarray(8), '*/=1;fetch("/api/v1/chats-group")//'),
  },
  'a JPEG/HTML polyglot': {
    extension: 'jpg',
    mimeType: 'image/jpeg',
    content: bytes(jpeg, '<!doctype html><html><script>alert(1)</script>'),
  },
  'a PNG carrying PHP': {
    extension: 'png',
    mimeType: 'image/png',
    content: bytes(png, '<?php system($_GET["c"]); ?>'),
  },
  'a PNG with an iframe in a text chunk': {
    extension: 'png',
    mimeType: 'image/png',
    content: bytes(
      png.subarray(0, 33),
      'tEXt<iframe src="https://evil.example">',
      png.subarray(33),
    ),
  },
  'an SVG with a script, named .png': {
    extension: 'png',
    mimeType: 'image/png',
    content: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  'an HTML page named .jpg': {
    extension: 'jpg',
    mimeType: 'image/jpeg',
    content: bytes('<html><script>alert(1)</script></html>'),
  },
  'a PNG declared as a GIF': { extension: 'gif', mimeType: 'image/gif', content: png },
  'a JPEG sent with a PNG content type': {
    extension: 'jpg',
    mimeType: 'image/jpeg',
    putType: 'image/png',
    content: jpeg,
  },
  'a PNG sent as text/html': {
    extension: 'png',
    mimeType: 'image/png',
    putType: 'text/html',
    content: png,
  },
  'an image one byte over 10 MB': {
    extension: 'png',
    mimeType: 'image/png',
    content: bytes(png, Buffer.alloc(TEN_MB + 1 - png.length)),
  },
  'an SVG asked for as image/svg+xml': {
    extension: 'png',
    mimeType: 'image/svg+xml',
    content: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  'a PNG under a .html name': { extension: 'html', mimeType: 'image/png', content: png },
  'a PNG under a .svg name': { extension: 'svg', mimeType: 'image/png', content: png },
  'a name that climbs out of the upload folder': {
    extension: 'png/../../index.html',
    mimeType: 'image/png',
    content: png,
  },
  'a PNG whose name and type disagree': { extension: 'png', mimeType: 'image/jpeg', content: png },
}

/** Asks for a URL, then PUTs the file when one was granted: the first refusal counts. */
async function upload(file: HostileFile) {
  const fileName = `${randomUUID()}.${file.extension}`
  const asked = await request(`${server.baseUrl}/api/v1/generate-url-s3`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ fileName, mimeType: file.mimeType }),
  })
  if (asked.status !== 200) return { fileName, status: asked.status }
  const { url } = asked.body as { url: string }
  const put = await putFile(server, url, file.content, file.putType ?? file.mimeType)
  return { fileName, status: put.status }
}

describe.each(uploadStorageKinds)('hostile uploads on the %s storage', (storageKind) => {
  let store: TestUploadStore
  beforeAll(async () => {
    store = await startUploadStore(storageKind)
    server = await startTestServer({ config: { uploadStorage: store.config } })
    customer = await createChatUser(server)
  })
  afterAll(async () => {
    await server?.close()
    await store?.close()
  })

  test.each(Object.keys(hostileFiles))(
    '%s is refused and never served',
    { tags: ['attacks'] },
    async (kind) => {
      const { fileName, status } = await upload(hostileFiles[kind]!)
      expect([400, 413, 415]).toContain(status)
      // Encoded, so a name with `/../` asks for itself and not for a page the URL resolves to.
      const served = await request(`${server.baseUrl}/images/${encodeURIComponent(fileName)}`)
      expect(served.status).toBe(404)
      const stored = await server.db
        .selectFrom('uploads')
        .select('file_name')
        .where('file_name', '=', fileName)
        .where('stored_at', 'is not', null)
        .execute()
      expect(stored).toEqual([])
      expect(await store.storedNames()).not.toContain(fileName)
    },
  )

  test('a plain image of each type is accepted (the refusals above are about the content)', async () => {
    for (const [mimeType, content] of Object.entries(sampleImages)) {
      const extension = mimeType.slice('image/'.length).replace('jpeg', 'jpg')
      expect((await upload({ extension, mimeType, content })).status).toBe(200)
    }
  })
})
