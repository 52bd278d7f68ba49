import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import type { S3StorageConfig } from '../config.ts'
import type { UploadStorage } from './upload-storage.ts'

/** Uploads share the bucket with whatever else the operator keeps there. */
const KEY_PREFIX = 'uploads/'

const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404

/**
 * Uploads as objects in an S3-compatible store (AWS S3, MinIO, Ceph, R2...), which every process
 * reads and writes: an image uploaded through one process is served by all of them.
 */
export function createS3UploadStorage(config: S3StorageConfig): UploadStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Bucket in the path (http://host/bucket/key): self-hosted stores rarely have a DNS name per bucket.
    forcePathStyle: true,
    // The SDK's default extra checksums (CRC32 headers, since early 2025) are refused by some
    // S3-compatible stores: send and check them only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const keyOf = (fileName: string) => `${KEY_PREFIX}${fileName}`

  return {
    async stage(fileName, bytes) {
      // A store shows an object only once all of it arrived, so nothing is written aside: the
      // bytes wait in memory (the request body already is) and the PUT is the publishing step.
      return {
        publish: async () => {
          await client.send(
            new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(fileName), Body: bytes }),
          )
        },
        discard: async () => {},
      }
    },

    async open(fileName) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(fileName) }),
        )
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`The object store answered ${keyOf(fileName)} without a body stream`)
        }
        return { body: object.Body, size: object.ContentLength }
      } catch (error) {
        if (isMissingObject(error)) return undefined
        throw error
      }
    },

    close: () => client.destroy(),
  }
}
