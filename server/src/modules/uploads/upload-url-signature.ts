import { createHmac, timingSafeEqual } from 'node:crypto'

/** What an upload URL grants: one file, of one type, for one user, until `expires`. */
export interface UploadGrant {
  fileName: string
  mimeType: string
  userId: string
  /** Unix seconds. */
  expires: number
}

export interface UploadUrlSigner {
  sign(grant: UploadGrant): string
  verify(grant: UploadGrant, signature: string): boolean
}

export function createUploadUrlSigner(key: Uint8Array): UploadUrlSigner {
  // A separator no field can contain, so ("a.png", "image/png1") cannot sign as ("a.png", "image/png", "1...").
  const sign = ({ fileName, mimeType, userId, expires }: UploadGrant) =>
    createHmac('sha256', key)
      .update([fileName, mimeType, userId, String(expires)].join('\n'))
      .digest('base64url')

  return {
    sign,
    verify(grant, signature) {
      const expected = Buffer.from(sign(grant))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
