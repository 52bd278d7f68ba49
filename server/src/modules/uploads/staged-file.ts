import { randomUUID } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A file written beside its final name, not yet visible under it. */
export interface StagedFile {
  /** Moves it to its final name in one step, so /images/ never serves half a file. */
  publish(): Promise<void>
  /** Removes it unless it was published. */
  discard(): Promise<void>
}

export async function stageFile(
  dir: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<StagedFile> {
  // A dot file in the same directory: /images/ refuses dot files, and rename stays on one disk.
  const temporary = join(dir, `.${fileName}.${randomUUID()}.partial`)
  await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 })
  return {
    publish: () => rename(temporary, join(dir, fileName)),
    discard: () => rm(temporary, { force: true }),
  }
}
