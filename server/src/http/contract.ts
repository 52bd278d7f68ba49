import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'

interface OpenApiDocument {
  paths: Record<string, unknown>
  [key: string]: unknown
}

/**
 * openapi.yaml as routes should see it. Without dev helpers (production) the /dev operations are
 * removed, so they are not routed at all rather than answering 404 from a handler.
 */
export async function loadContract(
  path: string,
  { devHelpers }: { devHelpers: boolean },
): Promise<OpenApiDocument> {
  const document = parse(await readFile(path, 'utf8')) as OpenApiDocument
  if (!devHelpers) {
    document.paths = Object.fromEntries(
      Object.entries(document.paths).filter(([route]) => !route.startsWith('/dev/')),
    )
  }
  return document
}
