import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import { useApp } from '../../app/app-context.ts'
import { island } from '../../components/island.tsx'
import type { CustomerAddress } from '../../domain/customer.ts'
import { useEmitted } from '../../system/hooks.ts'
import { AccountLayout } from '../layout/AccountLayout.tsx'
import type { AccountNewsletterStatus } from './AccountNewsletter.tsx'
import { AccountOverview } from './AccountOverview.tsx'
import { useCustomerEmail, useIdentity } from './session-hooks.ts'
import { TITLES } from './titles.ts'
import { useAccountToasts } from './useAccountToasts.ts'

/**
 * The newsletter card's form (React Aria's button, a form machine with XState) loads when the
 * customer reaches for it, not with the page: its server HTML is the card until then, and a press
 * on its button meanwhile is held and replayed (src/components/island.tsx).
 */
const AccountNewsletter = island('account-newsletter', () =>
  import('./AccountNewsletter.tsx').then((m) => m.AccountNewsletter),
)

/** The overview's loader data (src/routes/account/index.tsx). */
export interface AccountOverviewData {
  /** Null when the status could not be read: the card is left out. */
  newsletter: AccountNewsletterStatus | null
  /** The server's read of the address book (null in the browser and when the read failed). */
  addresses: readonly CustomerAddress[] | null
}

/** /account: the overview, rendered by the router's route and as a document page alike. */
export function AccountOverviewPage({ newsletter, addresses }: AccountOverviewData) {
  const { i18n } = useLingui()
  const email = useCustomerEmail()
  return (
    <AccountLayout title={i18n._(TITLES.overview)}>
      <AccountOverview serverAddresses={addresses} />
      {newsletter && email ? <AccountNewsletter status={newsletter} email={email} /> : null}
    </AccountLayout>
  )
}

/**
 * What the account area's route (src/routes/account.tsx) does around its pages, for an account page
 * served as a document page: the area's toasts, and a customer whose session ends while the page is
 * open (expired, logged out in another tab) goes to the login page and back here afterwards. A
 * logout from this page goes home instead (the header's account entry leads there): the redirect
 * would replace that page load.
 */
export function AccountDocumentArea({ children }: { children: ReactNode }) {
  useAccountToasts()
  const identity = useIdentity()
  const { navigation } = useApp()
  const location = navigation.useLocation()
  const loggingOut = useRef(false)
  const sent = useRef(false)
  useEmitted('session', 'session.succeeded', (event) => {
    if (event.operation === 'logout') loggingOut.current = true
  })
  const loggedIn = identity === 'loggedIn'
  useEffect(() => {
    if (loggedIn || loggingOut.current || sent.current) return
    sent.current = true
    const here = location.search ? `${location.path}?${location.search}` : location.path
    void navigation.navigate({ path: '/login', search: () => ({ redirect: here }), replace: true })
  }, [loggedIn, navigation, location])
  return loggedIn ? children : null
}
