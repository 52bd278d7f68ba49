import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Text worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/

/**
 * Writes a .gz and a .br file beside every built text asset. The reference backend sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so a phone on mobile data downloads
 * the sizes the budget counts, and the server spends no CPU compressing per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName))
      await Promise.all(
        files.map(async (file) => {
          const content = file.type === 'chunk' ? file.code : file.source
          const path = join(outDir, file.fileName)
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          ])
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)])
        }),
      )
    },
  }
}
