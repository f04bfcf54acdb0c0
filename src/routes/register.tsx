import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { RegisterForm } from '../features/account/RegisterForm.tsx'
import { accountHead } from '../features/account/route-head.ts'
import { TITLES } from '../features/account/titles.ts'
import { useActor } from '../system/hooks.ts'
import { ensureCatalogs } from '../i18n/i18n.ts'
import { loadAddressForms } from './-loaders/account.ts'

// The guards load with the account routes, not with every page's route tree.
const guards = () => import('./-lib/account-guards.ts')

/** Sign up (/register): countries with states and salutations come from the loader. */
export const Route = createFileRoute('/register')({
  beforeLoad: async ({ context }) => {
    await (await guards()).skipWhenLoggedIn(context.system, '/account')
    await ensureCatalogs(context.i18n, ['account'])
  },
  loader: ({ context }) => loadAddressForms(context.api),
  staleTime: 5 * 60_000,
  head: ({ match }) => accountHead(match.context.i18n, TITLES.register),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { i18n } = useLingui()
  const { countries, salutations } = Route.useLoaderData()
  const { origins, locale } = useRouteContext({ from: '__root__' })
  const countryId = useActor('session', (view) => view.context.session?.countryId ?? null)
  return (
    <div className="account-page">
      <h1>{i18n._(TITLES.register)}</h1>
      <RegisterForm
        countries={countries}
        salutations={salutations}
        defaultCountryId={countryId}
        storefrontUrl={origins[locale]}
      />
    </div>
  )
}
