import { Trans } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { LogIn, LogOut, X } from 'lucide-react'
import { useEffect, type RefObject } from 'react'
import { useSession } from '../session/use-session'
import { deskMenuItems } from './desk-menu-item'
import { moreMenuItems, useActiveSection } from './menu-items'

interface MoreSheetProps {
  onClose: () => void
  /** Where focus goes back to when the sheet closes (the sheet has no Radix trigger of its own). */
  returnFocusTo: RefObject<HTMLElement | null>
}

const rowClass =
  'flex items-center gap-3 rounded-2xl px-4 py-3 font-bold text-ink-strong transition hover:bg-third aria-[current=page]:bg-third aria-[current=page]:text-first-dark'

/** The phone menu's sheet for the rarer items. Loaded on first open, so '/' stays small. */
export default function MoreSheet({ onClose, returnFocusTo }: MoreSheetProps) {
  const active = useActiveSection()
  const { user, isLoggedIn, logout, prepareLogout } = useSession()
  // Opening the sheet is the reach for its logout: its code arrives while the customer reads.
  useEffect(() => {
    if (isLoggedIn) prepareLogout()
  }, [isLoggedIn, prepareLogout])

  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl animate-slide-up"
        >
          <div className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-slate-200" />
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="px-2 text-lg font-bold text-ink-strong">
              <Trans id="menu.more">ເພີ່ມເຕີມ</Trans>
            </Dialog.Title>
            <Dialog.Close className="flex tap-target items-center justify-center rounded-full text-ink hover:bg-third">
              <X aria-hidden className="size-5" />
              <span className="sr-only">
                <Trans id="menu.close">ປິດ</Trans>
              </span>
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-1">
            {[...moreMenuItems, ...deskMenuItems(user)].map(({ section, link, Icon, label }) => (
              <Link
                key={section}
                {...link}
                onClick={onClose}
                aria-current={active === section ? 'page' : undefined}
                className={rowClass}
              >
                <Icon aria-hidden className="size-5 text-first" />
                {label}
              </Link>
            ))}
            {isLoggedIn ? (
              <button
                type="button"
                onClick={() => {
                  onClose()
                  logout()
                }}
                className={`${rowClass} text-red-600`}
              >
                <LogOut aria-hidden className="size-5" />
                <Trans id="menu.logout">ອອກຈາກລະບົບ</Trans>
              </button>
            ) : (
              <Link to="/login" onClick={onClose} className={rowClass}>
                <LogIn aria-hidden className="size-5 text-first" />
                <Trans id="topBar.login">ເຂົ້າສູ່ລະບົບ</Trans>
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
