import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BottomMenu } from './bottom-menu'
import { SiteFooter } from './site-footer'
import { TopBar } from './top-bar'

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans id="shell.skipToContent">ໄປທີ່ເນື້ອຫາ</Trans>
      </a>
      <TopBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <BottomMenu />
    </div>
  )
}
