import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3StorageConfig, UploadStorageConfig } from '#server/src/config.ts'

export const uploadStorageKinds = ['disk', 's3'] as const
export type UploadStorageKind = (typeof uploadStorageKinds)[number]

/** Where a test's servers keep uploads, read back behind the app's back. */
export interface TestUploadStore {
  config: UploadStorageConfig
  /** Every name the store holds, temporary ones included. */
  storedNames(): Promise<string[]>
  read(fileName: string): Promise<Buffer>
  close(): Promise<void>
}

/** A folder of its own, or a real S3-compatible server (s3rver) on loopback with its own bucket. */
export function startUploadStore(kind: UploadStorageKind): Promise<TestUploadStore> {
  return kind === 's3' ? startObjectStore() : startDiskStore()
}

async function startDiskStore(): Promise<TestUploadStore> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-uploads-'))
  return {
    config: { kind: 'disk', dir },
    storedNames: () => readdir(dir),
    read: (fileName) => readFile(join(dir, fileName)),
    close: () => rm(dir, { recursive: true, force: true }),
  }
}

const BUCKET = 'shop-uploads'
const KEY_PREFIX = 'uploads/'

async function startObjectStore(): Promise<TestUploadStore> {
  const directory = await mkdtemp(join(tmpdir(), 'shop-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  // s3rver's own account; it does not verify SigV4 signatures, so the keys only need a shape.
  const config: S3StorageConfig = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  }
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  })
  return {
    config,
    async storedNames() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
      const keys = (listed.Contents ?? []).map(({ Key }) => Key!)
      return keys.map((key) => (key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : key))
    },
    async read(fileName) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: BUCKET, Key: `${KEY_PREFIX}${fileName}` }),
      )
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
