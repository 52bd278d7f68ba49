import type { components } from '#contract/schema.d.ts'

export type ImageMimeType = components['schemas']['ImageMimeType']

/** openapi.yaml's UploadFileName: a UUID (as crypto.randomUUID writes it) plus the extension. */
const uploadFileNamePattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|jpeg|png|webp|gif)$/

const extensionsByMimeType: Record<ImageMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
}

export function isUploadFileName(fileName: string): boolean {
  return uploadFileNamePattern.test(fileName)
}

/** The type /images/ answers for an upload: the one its extension names. */
export function mimeTypeOfUploadName(fileName: string): ImageMimeType | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  const types = Object.keys(extensionsByMimeType) as ImageMimeType[]
  return types.find((mimeType) => extensionsByMimeType[mimeType].includes(extension))
}

export function isImageMimeType(value: string): value is ImageMimeType {
  return Object.hasOwn(extensionsByMimeType, value)
}

/** /images/ serves a file with the type its extension names, so the two must agree. */
export function extensionMatchesMimeType(fileName: string, mimeType: ImageMimeType): boolean {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
  return extensionsByMimeType[mimeType].includes(extension)
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + prefix.length &&
    prefix.every((byte, index) => bytes[offset + index] === byte)
  )
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/**
 * The image type the content's first bytes announce, whatever the name or the declared type say.
 * A script or page renamed .png, or a PNG declared as a GIF, is caught here before it is stored.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  // RIFF, four bytes of chunk size, then WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

// Long enough that compressed image data holds one by chance about once in 10^4 large files.
const markupMarkers = ['<?php', '<script', '<html', '<iframe']

/**
 * A polyglot: valid image bytes that also carry a page or a script (`GIF89a<script>...`), for a
 * server or a browser that would interpret it. nosniff already stops browsers; this refuses to
 * keep such a file at all.
 */
export function containsMarkup(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .toLowerCase()
  return markupMarkers.some((marker) => text.includes(marker))
}

const GIF_TRAILER = 0x3b
const GIF_EXTENSION = 0x21
const GIF_IMAGE = 0x2c

/** The size of a colour table a GIF packed field announces, or 0 when its flag is off. */
const gifColorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)

/** The offset after a run of GIF data sub-blocks (each a length byte, ending with a 0). */
function skipGifSubBlocks(bytes: Uint8Array, offset: number): number {
  let at = offset
  while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1
  return at + 1
}

/**
 * Whether a GIF's blocks run from its header to its trailer and the file ends there. A GIF/JS
 * polyglot (`GIF89a/*...*\/=alert(1)//`) breaks this: its "screen size" is the start of a comment
 * and its script follows the image data, so a browser told to run it as a script would. GIFs that
 * an encoder wrote always pass.
 */
export function isWellFormedGif(bytes: Uint8Array): boolean {
  let at = 13 + gifColorTableBytes(bytes[10] ?? 0)
  while (at < bytes.length) {
    const block = bytes[at]
    if (block === GIF_TRAILER) return at === bytes.length - 1
    if (block === GIF_EXTENSION) {
      at = skipGifSubBlocks(bytes, at + 2)
    } else if (block === GIF_IMAGE) {
      const descriptorEnd = at + 10
      at = skipGifSubBlocks(bytes, descriptorEnd + gifColorTableBytes(bytes[at + 9] ?? 0) + 1)
    } else {
      return false
    }
  }
  return false
}
