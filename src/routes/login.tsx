import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Link } from '../components/ui/Link.tsx'
import { LoginForm } from '../features/account/LoginForm.tsx'
import { accountHead } from '../features/account/route-head.ts'
import { TITLES } from '../features/account/titles.ts'
import { ensureCatalogs } from '../i18n/i18n.ts'
import { searchSchema } from './-lib/search-schema.ts'

// The guards load with the account routes, not with every page's route tree.
const guards = () => import('./-lib/account-guards.ts')

/**
 * Sign in (/login). `redirect` is where the shopper came from; only same-origin paths are
 * followed back (sanitised in the guard and the form). A logged-in customer skips this page.
 */
export const Route = createFileRoute('/login')({
  validateSearch: searchSchema((raw): { redirect?: string } =>
    typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {},
  ),
  beforeLoad: async ({ context, search }) => {
    await (await guards()).skipWhenLoggedIn(context.system, search.redirect)
    await ensureCatalogs(context.i18n, ['account'])
  },
  head: ({ match }) => accountHead(match.context.i18n, TITLES.login),
  component: LoginRoute,
})

function LoginRoute() {
  const { t, i18n } = useLingui()
  const { redirect } = Route.useSearch()
  return (
    <div className="account-page account-page--narrow">
      <h1>{i18n._(TITLES.login)}</h1>
      <LoginForm returnPath={redirect} />
      <p>
        {t`New here?`} <Link href="/register">{t`Create an account`}</Link>
      </p>
    </div>
  )
}
