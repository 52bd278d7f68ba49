/** A backup or restore that could not be done, said in words for the operator (no stack trace). */
export class BackupError extends Error {
  override name = 'BackupError'
}
