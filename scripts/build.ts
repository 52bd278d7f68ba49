// `npm run build`: the SPA's two bundles into dist/ and dist-server/, built by the same function
// `npm start` uses when they are missing or stale.
import { resolve } from 'node:path'
import process from 'node:process'
import { buildSpa } from '../server/src/spa-build.ts'

await buildSpa(process.cwd(), resolve('dist'))
