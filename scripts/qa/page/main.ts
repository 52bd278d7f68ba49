import { renderIndexPage } from './index-page.ts'
import { renderMachinePage } from './machine-page.ts'
import { renderRulesPage } from './rules-page.ts'

const app = document.getElementById('app')!
const machineRoute = /^\/machine\/([^/]+)$/.exec(location.pathname)

const rendering = machineRoute
  ? renderMachinePage(app, decodeURIComponent(machineRoute[1]!))
  : location.pathname === '/rules'
    ? renderRulesPage(app)
    : renderIndexPage(app)

rendering.catch((error: unknown) => {
  app.replaceChildren(
    Object.assign(document.createElement('p'), {
      className: 'notice error',
      textContent: error instanceof Error ? error.message : String(error),
    }),
  )
})
