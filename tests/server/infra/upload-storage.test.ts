import { randomUUID } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDiskUploadStorage } from '#server/src/storage/disk-upload-storage.ts'
import { createS3UploadStorage } from '#server/src/storage/s3-upload-storage.ts'
import type { UploadStorage } from '#server/src/storage/upload-storage.ts'
import {
  startUploadStore,
  uploadStorageKinds,
  type TestUploadStore,
} from '../support/upload-stores.ts'

describe.each(uploadStorageKinds)('the %s upload storage', (kind) => {
  let store: TestUploadStore
  let storage: UploadStorage
  beforeAll(async () => {
    store = await startUploadStore(kind)
    const { config } = store
    storage =
      config.kind === 's3'
        ? createS3UploadStorage(config)
        : await createDiskUploadStorage(config.dir)
  })
  afterAll(async () => {
    storage?.close()
    await store?.close()
  })

  const newName = () => `${randomUUID()}.png`
  const bytes = Buffer.from('a checked image, as far as the storage knows')

  test('shows a staged file only once it is published, whole', async () => {
    const fileName = newName()
    const staged = await storage.stage(fileName, bytes)
    expect(await storage.open(fileName)).toBeUndefined()

    await staged.publish()
    await staged.discard()
    const stored = await storage.open(fileName)
    expect(stored?.size).toBe(bytes.length)
    expect(await buffer(stored!.body)).toEqual(bytes)
    expect(await store.read(fileName)).toEqual(bytes)
  })

  test('keeps nothing of a staged file that is discarded', async () => {
    const before = await store.storedNames()
    const fileName = newName()
    const staged = await storage.stage(fileName, bytes)
    await staged.discard()
    expect(await storage.open(fileName)).toBeUndefined()
    expect(await store.storedNames()).toEqual(before)
  })

  test('answers undefined for a name it does not hold', async () => {
    expect(await storage.open(newName())).toBeUndefined()
  })
})
