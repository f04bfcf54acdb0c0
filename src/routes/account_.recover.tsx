import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouteContext } from '@tanstack/react-router'
import { RecoverPasswordForm } from '../features/account/PasswordRecovery.tsx'
import { accountHead } from '../features/account/route-head.ts'
import { TITLES } from '../features/account/titles.ts'
import { ensureCatalogs } from '../i18n/i18n.ts'

/** Password recovery (/account/recover, no account layout and no login needed). */
export const Route = createFileRoute('/account_/recover')({
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, ['account']),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.recover),
  component: RecoverRoute,
})

function RecoverRoute() {
  const { t, i18n } = useLingui()
  const { origins, locale } = useRouteContext({ from: '__root__' })
  return (
    <div className="account-page account-page--narrow">
      <h1>{i18n._(TITLES.recover)}</h1>
      <p>{t`Enter the e-mail address of your account. We will send you a link to set a new password.`}</p>
      <RecoverPasswordForm storefrontUrl={origins[locale]} />
    </div>
  )
}
