import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import type { UploadStorage } from './upload-storage.ts'

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Uploads as files in one directory of this machine: one process (DATA_DIR/uploads). */
export async function createDiskUploadStorage(dir: string): Promise<UploadStorage> {
  await mkdir(dir, { recursive: true })
  return {
    async stage(fileName, bytes) {
      // A dot file beside the final name: never an upload name, and rename stays on one disk.
      const temporary = join(dir, `.${fileName}.${randomUUID()}.partial`)
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 })
      return {
        publish: () => rename(temporary, join(dir, fileName)),
        discard: () => rm(temporary, { force: true }),
      }
    },

    async open(fileName) {
      let handle: FileHandle
      try {
        handle = await open(join(dir, fileName))
      } catch (error) {
        if (isMissingFile(error)) return undefined
        throw error
      }
      try {
        // Size and stream from one open file, so a file replaced in between cannot mix them.
        const { size } = await handle.stat()
        return { body: handle.createReadStream(), size }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    close() {},
  }
}
