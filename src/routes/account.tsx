import { createFileRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router'
import { useIdentity } from '../features/account/session-hooks.ts'
import { useAccountToasts } from '../features/account/useAccountToasts.ts'
import { ensureCatalogs } from '../i18n/i18n.ts'

// The guards load with the account routes, not with every page's route tree.
const guards = () => import('./-lib/account-guards.ts')

/**
 * The account area (account layout): only for a logged-in customer; everyone else is
 * sent to /login with this page as the return path — on the server before rendering, and in the
 * browser when the session ends while a page is open (logout in another tab, expired token).
 */
export const Route = createFileRoute('/account')({
  staticData: { layout: 'account' },
  beforeLoad: async ({ context, location }) => {
    await (await guards()).requireCustomer(context.system, location)
    await ensureCatalogs(context.i18n, ['account'])
  },
  component: AccountRoute,
})

const ACCOUNT_PATH = /(?:^|\/)account(?:\/|$)/

function AccountRoute() {
  const identity = useIdentity()
  const location = useLocation()
  useAccountToasts()
  if (identity === 'loggedIn') return <Outlet />
  // Logged out while an account page is open: to /login and back here afterwards. Only while the
  // router is still on an account page: once a navigation away has started (logout goes home), a
  // redirect from here would race it, and its return path would nest the login URL into itself.
  if (!ACCOUNT_PATH.test(location.pathname)) return null
  return <Navigate to="/login" search={{ redirect: location.href }} replace />
}
