import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Headset, ShieldAlert } from 'lucide-react'
import { appVersion, externalContactUrl } from '../lib/env'

export function SiteFooter() {
  return (
    <footer data-site-footer className="mt-auto bg-app-from text-white/80 print:hidden">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 pt-6 pb-24 text-sm md:pb-8">
        <p
          role="note"
          className="flex gap-3 rounded-2xl bg-secondary-light p-3 text-ink-strong ring-1 ring-secondary/40"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-secondary" />
          <span>
            <Trans id="footer.impersonationWarning">
              ລະວັງຜູ້ທີ່ແອບອ້າງວ່າເປັນຕົວແທນຂອງຮ້ານເຮົາ! ຮ້ານຈະບໍ່ຂໍລະຫັດຜ່ານ ຫຼື ລະຫັດ OTP ຂອງທ່ານເດັດຂາດ.
            </Trans>
          </span>
        </p>
        <p>
          <Trans id="footer.disclaimer">
            ຮ້ານນີ້ເປັນພຽງຜູ້ຈັດຈຳໜ່າຍບັດ ແລະ ບໍ່ມີສ່ວນກ່ຽວຂ້ອງໃດໆກັບບໍລິສັດ ຫຼື ອົງກອນຜູ້ພັດທະນາເກມ.
          </Trans>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/10 pt-4">
          <ContactLink />
          <span className="text-white/60">
            <Trans id="footer.version">ເວີຊັນ {appVersion}</Trans>
          </span>
        </div>
      </div>
    </footer>
  )
}

const contactClass =
  'inline-flex tap-target items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-bold text-white transition hover:bg-white/20'

function ContactLink() {
  const label = (
    <>
      <Headset aria-hidden className="size-4 text-secondary" />
      <Trans id="footer.contact">ຕິດຕໍ່ທີມງານ</Trans>
    </>
  )
  if (externalContactUrl) {
    return (
      <a
        href={externalContactUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={contactClass}
      >
        {label}
      </a>
    )
  }
  return (
    <Link to="/chat-admin" className={contactClass}>
      {label}
    </Link>
  )
}
