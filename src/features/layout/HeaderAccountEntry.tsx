import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { sessionIdentity } from '../../domain/session.ts'
import { useActor, useEmitted, useSend } from '../../system/hooks.ts'
import { useNotify } from '../notifications/notify.ts'
import { HeaderIconLink } from './HeaderIconLink.tsx'
import { useApp } from '../../app/app-context.ts'
import { keepNoticeForNextPage } from '../../app/next-page-notice.ts'

/**
 * The header's account entry (owned by the accounts feature). Anonymous visitors get a link to the
 * account area (which asks them to log in); a logged-in customer gets a greeting and a disclosure
 * menu with the account pages and logout. Server-rendered from the dehydrated session, so the right
 * variant shows from the first paint. No React Aria here: the header is in every page's initial JS.
 */
export function HeaderAccountEntry() {
  const { t } = useLingui()
  const notify = useNotify()
  const { navigation } = useApp()
  // Here, not in the menu: the menu is gone as soon as the context says nobody is logged in.
  useEmitted('session', 'session.succeeded', (event) => {
    if (event.operation !== 'logout') return
    const notice = { type: 'success', message: t`You have been logged out.` } as const
    // From a document page the way home is a page load: the home page shows the toast.
    if (navigation.kind === 'document') keepNoticeForNextPage(() => window.sessionStorage, notice)
    else notify(notice)
    navigation.navigate({ href: '/' })
  })
  const loggedIn = useActor('session', (view) => sessionIdentity(view.context.session) === 'loggedIn')
  const firstName = useActor('session', (view) => view.context.session?.customer?.firstName ?? '')
  if (!loggedIn) return <HeaderIconLink href="/account" label={t`Account`} icon="user" />
  return <AccountMenu firstName={firstName} />
}

function AccountMenu({ firstName }: { firstName: string }) {
  const { t } = useLingui()
  const send = useSend('session')
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return
      setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('click', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('click', close)
    }
  }, [open])

  const links = [
    { href: '/account', label: t`Overview` },
    { href: '/account/order', label: t`Orders` },
    { href: '/account/address', label: t`Addresses` },
    { href: '/account/payment', label: t`Payment method` },
    { href: '/account/profile', label: t`Personal data` },
  ]
  return (
    <div className="header-account" ref={root}>
      <NativeButton
        variant="quiet"
        className="header-actions__link header-account__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={22} />
        <span className="header-account__greeting">{t`Hello, ${firstName}`}</span>
      </NativeButton>
      <div id={menuId} className="header-account__menu" hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="plain" preload={false} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <NativeButton
              variant="quiet"
              onClick={() => {
                setOpen(false)
                // Pressed while the session is busy (an account page reading the customer as it
                // opens), the logout waits in the session and runs right after.
                send({ type: 'session.logout' })
              }}
            >
              {t`Log out`}
            </NativeButton>
          </li>
        </ul>
      </div>
    </div>
  )
}
