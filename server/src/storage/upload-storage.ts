import type { Readable } from 'node:stream'

/** Checked bytes held where /images/ cannot see them yet. */
export interface StagedUpload {
  /** Makes the whole file visible under its name in one step: never half a file. */
  publish(): Promise<void>
  /** Drops whatever was held unless it was published. */
  discard(): Promise<void>
}

export interface StoredUpload {
  body: Readable
  size: number
}

/**
 * Where customers' uploaded images live: the local disk for one process, an S3-compatible object
 * store for several (each process then serves what any of them stored). Names are upload file
 * names (image-types.ts's isUploadFileName), checked before they get here.
 */
export interface UploadStorage {
  /**
   * Staging comes before the upload's row is claimed and publishing after, so of two PUTs racing
   * with one URL only the one that claimed the row makes its file visible.
   */
  stage(fileName: string, bytes: Uint8Array): Promise<StagedUpload>
  /** The stored file as a stream, or undefined when there is none. */
  open(fileName: string): Promise<StoredUpload | undefined>
  /** Releases connections; the stored files stay. */
  close(): void
}
