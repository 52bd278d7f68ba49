import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'

interface OpenApiDocument {
  paths: Record<string, unknown>
  [key: string]: unknown
}

/** The documents read so far, by file and by whether the /dev operations are kept. */
const documents = new Map<string, Promise<OpenApiDocument>>()

/**
 * openapi.yaml as routes should see it. Without dev helpers (production) the /dev operations are
 * removed, so they are not routed at all rather than answering 404 from a handler.
 *
 * Read once per process and frozen: an app built again in the same process (the backend suites
 * build a hundred) shares the document, and with it the validators compiled from it.
 */
export function loadContract(
  path: string,
  { devHelpers }: { devHelpers: boolean },
): Promise<OpenApiDocument> {
  const key = `${path}\0${String(devHelpers)}`
  let document = documents.get(key)
  if (!document) {
    document = readContract(path, { devHelpers })
    documents.set(key, document)
    // A file that could not be read is read again next time.
    document.catch(() => documents.delete(key))
  }
  return document
}

async function readContract(
  path: string,
  { devHelpers }: { devHelpers: boolean },
): Promise<OpenApiDocument> {
  const document = parse(await readFile(path, 'utf8')) as OpenApiDocument
  if (!devHelpers) {
    document.paths = Object.fromEntries(
      Object.entries(document.paths).filter(([route]) => !route.startsWith('/dev/')),
    )
  }
  return deepFreeze(document)
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
