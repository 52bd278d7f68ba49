/**
 * A route's code is fetched when the route is first opened. After a deployment the old hashed files
 * are gone, on a bad connection the fetch stalls, and the browser reports both as the same bare
 * TypeError. The shop needs to tell them apart to tell the customer what to do, and to count them.
 */

export type ChunkLoadErrorType = 'missing' | 'timeout' | 'other'

export interface ChunkLoadErrorReport {
  name: 'ChunkLoadError'
  type: ChunkLoadErrorType
  /** The file that failed, when the browser names it (Safari does not). */
  url: string | null
}

/** The window event that monitoring listens to. */
export const CHUNK_LOAD_ERROR_EVENT = 'chunk-load-error'

/** How long the probe waits for the file before calling the failure a timeout. */
export const CHUNK_PROBE_TIMEOUT_MS = 5000

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite words a failed preload.
const chunkErrorMessages = [
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
  /^Unable to preload CSS for/,
]

export function isChunkLoadError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false
  return chunkErrorMessages.some((pattern) => pattern.test(error.message))
}

export function chunkUrlOf(error: Error): string | null {
  const match = /(?:module:|preload CSS for)\s+(\S+)/.exec(error.message)
  return match?.[1] ?? null
}

export type ChunkProbeResult =
  | { kind: 'response'; status: number; contentType: string | null }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }

export function classifyProbe(probe: ChunkProbeResult): ChunkLoadErrorType {
  switch (probe.kind) {
    case 'timeout':
      return 'timeout'
    case 'unreachable':
      return 'other'
    case 'response':
      if (probe.status === 404 || probe.status === 410) return 'missing'
      if (probe.status === 408 || probe.status === 504) return 'timeout'
      // A server with an SPA fallback answers an unknown asset with index.html and a 200.
      if (probe.status < 300 && probe.contentType?.includes('text/html')) return 'missing'
      return 'other'
  }
}

export interface ProbeOptions {
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}

/** Asks the server for the file again, to learn what the browser's import error does not say. */
export async function probeChunk(
  url: string,
  options: ProbeOptions = {},
): Promise<ChunkProbeResult> {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? CHUNK_PROBE_TIMEOUT_MS
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<ChunkProbeResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve({ kind: 'timeout' })
    }, timeoutMs)
  })
  const answered = fetchFn(url, { cache: 'no-store', signal: controller.signal }).then(
    async (response): Promise<ChunkProbeResult> => {
      await response.body?.cancel()
      return {
        kind: 'response',
        status: response.status,
        contentType: response.headers.get('content-type'),
      }
    },
    (): ChunkProbeResult => ({ kind: 'unreachable' }),
  )
  try {
    return await Promise.race([answered, timedOut])
  } finally {
    clearTimeout(timer)
  }
}

export async function classifyChunkLoadError(
  error: Error,
  options: ProbeOptions = {},
): Promise<ChunkLoadErrorReport> {
  const url = chunkUrlOf(error)
  const type = url ? classifyProbe(await probeChunk(url, options)) : 'other'
  return { name: 'ChunkLoadError', type, url }
}

export interface ReportTargets {
  events?: EventTarget
  log?: (report: ChunkLoadErrorReport) => void
}

export function reportChunkLoadError(report: ChunkLoadErrorReport, targets: ReportTargets = {}) {
  const log = targets.log ?? ((entry: ChunkLoadErrorReport) => console.error(entry))
  log(report)
  ;(targets.events ?? window).dispatchEvent(
    new CustomEvent(CHUNK_LOAD_ERROR_EVENT, { detail: report }),
  )
}
