import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { components } from '#contract/schema.d.ts'
import type { Role } from '#server/src/db/tables.ts'
import { createTestClient, request } from '../support/http-client.ts'
import type { TestServer } from '../support/test-server.ts'
import { createTestUser, type TestUser } from '../support/test-users.ts'

export type ChatMessage = components['schemas']['ChatMessage']
export type ChatMessageInput = components['schemas']['ChatMessageInput']
type ImageMimeType = components['schemas']['ImageMimeType']

/** A tiny but complete image of each accepted type. */
export const sampleImages: Record<ImageMimeType, Buffer<ArrayBuffer>> = {
  'image/png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  'image/jpeg': Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  'image/gif': Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  'image/webp': Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
}

const extensionOf: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

export interface ChatUser extends TestUser {
  fullName: string
  image: string | null
  token: string
  /** The contract's typed client, signed in as this user. */
  api: ReturnType<typeof createTestClient>
}

let sequence = 0

/** A signed-in user with a name and, unless told otherwise, a profile picture. */
export async function createChatUser(
  server: TestServer,
  options: { role?: Role; image?: string | null } = {},
): Promise<ChatUser> {
  sequence += 1
  const fullName = `${options.role === 'ADMIN' ? 'Admin' : 'Customer'} ${sequence}`
  const user = await createTestUser(server.deps, { fullName, role: options.role ?? 'CUSTOMER' })
  const image = options.image === undefined ? `${randomUUID()}.png` : options.image
  await server.db.updateTable('users').set({ image }).where('id', '=', user.id).execute()
  const token = user.session.accessToken
  return { ...user, fullName, image, token, api: createTestClient(server.baseUrl, token) }
}

export function newFileName(mimeType: ImageMimeType = 'image/png'): string {
  return `${randomUUID()}.${extensionOf[mimeType]}`
}

/** Asks for an upload URL and checks it was granted; answers the URL relative to the server. */
export async function requestUploadUrl(
  user: Pick<ChatUser, 'api'>,
  fileName: string,
  mimeType: ImageMimeType = 'image/png',
): Promise<string> {
  const { data, response } = await user.api.POST('/api/v1/generate-url-s3', {
    body: { fileName, mimeType },
  })
  expect(response.status).toBe(200)
  return data!.url
}

export function putFile(
  server: TestServer,
  url: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
) {
  return request(`${server.baseUrl}${url}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: bytes,
  })
}

/** A picture the user uploaded completely: what an IMAGE message may name. */
export async function uploadImage(
  server: TestServer,
  user: Pick<ChatUser, 'api'>,
  mimeType: ImageMimeType = 'image/png',
): Promise<string> {
  const fileName = newFileName(mimeType)
  const url = await requestUploadUrl(user, fileName, mimeType)
  const stored = await putFile(server, url, sampleImages[mimeType], mimeType)
  expect(stored.status).toBe(200)
  return fileName
}

export function textMessage(text: string, mode: 'GROUP' | 'ADMIN' = 'GROUP') {
  return { text, type: 'TEXT' as const, mode }
}
