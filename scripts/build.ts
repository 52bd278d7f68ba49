// `npm run build` (into dist/ and dist-server/) and `npm run e2e:serve` (`--outDir` elsewhere): the
// SPA's two bundles, built by the same function `npm start` uses when they are missing or stale.
import { resolve } from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { buildSpa } from '../server/src/spa-build.ts'

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } })
await buildSpa(process.cwd(), resolve(values.outDir))
