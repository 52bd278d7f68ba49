import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'

/**
 * A local stand-in for Google: the client id `npm run e2e:serve` starts the backend with, a JWKS
 * served where that script points the backend (E2E_PORT + 9), and the Google script replaced by a
 * button that hands over an ID token signed with the matching key. No internet is needed.
 */
export const E2E_GOOGLE_CLIENT_ID = 'e2e-shop.apps.test'
const GSI_SCRIPT = 'https://accounts.google.com/gsi/client'

export interface LocalGoogle {
  idToken(claims: { sub: string; email: string; name: string }): Promise<string>
  /** Makes `page` load the stand-in script instead of Google's, answering with `credential`. */
  stubButton(page: Page, credential: string): Promise<void>
  close(): Promise<void>
}

export async function startLocalGoogle(e2ePort: number): Promise<LocalGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }
  const server: Server = createServer((_, response) => {
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(e2ePort + 9, '127.0.0.1', resolve))

  return {
    idToken: ({ sub, email, name }) =>
      new SignJWT({ email, email_verified: true, name })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
        .setIssuer('https://accounts.google.com')
        .setAudience(E2E_GOOGLE_CLIENT_ID)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    stubButton: stubGoogleButton,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Makes `page` load a stand-in for Google's script, whose button hands `credential` over as
 * Google's would. The backend then checks it as it checks any: against the local identity
 * provider's key, or refused.
 */
export async function stubGoogleButton(page: Page, credential: string): Promise<void> {
  await page.route(GSI_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__gsiOptions = options },
        renderButton(parent) {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = 'Sign in with Google'
          button.onclick = () => window.__gsiOptions.callback({ credential: ${JSON.stringify(credential)} })
          parent.append(button)
        },
      } } }`,
    }),
  )
}
