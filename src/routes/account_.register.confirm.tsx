import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterConfirm } from '../features/account/RegisterConfirm.tsx'
import { accountHead } from '../features/account/route-head.ts'
import { TITLES } from '../features/account/titles.ts'
import { ensureCatalogs } from '../i18n/i18n.ts'
import { searchSchema } from './-lib/search-schema.ts'

/** The link of the double opt-in mail: /account/register/confirm?em=<sha1 of e-mail>&hash=<hash>. */
export const Route = createFileRoute('/account_/register/confirm')({
  // Missing parts are left out (never defaulted into the URL); the page then says the link is broken.
  validateSearch: searchSchema((raw): { em?: string; hash?: string } => ({
    ...(typeof raw.em === 'string' && raw.em ? { em: raw.em } : {}),
    ...(typeof raw.hash === 'string' && raw.hash ? { hash: raw.hash } : {}),
  })),
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, ['account']),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.confirm),
  component: ConfirmRoute,
})

function ConfirmRoute() {
  const { i18n } = useLingui()
  const { em = '', hash = '' } = Route.useSearch()
  return (
    <div className="account-page account-page--narrow">
      <h1>{i18n._(TITLES.confirm)}</h1>
      <RegisterConfirm em={em} hash={hash} />
    </div>
  )
}
