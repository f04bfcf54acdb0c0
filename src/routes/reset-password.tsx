import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Link } from '../components/ui/Link.tsx'
import { ResetPasswordForm } from '../features/account/PasswordRecovery.tsx'
import { accountHead } from '../features/account/route-head.ts'
import { TITLES } from '../features/account/titles.ts'
import { ensureCatalogs } from '../i18n/i18n.ts'
import { hashSearchSchema } from './-lib/search-schema.ts'

/** Reset password (/reset-password) with the hash from the recovery mail. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: hashSearchSchema,
  beforeLoad: ({ context }) => ensureCatalogs(context.i18n, ['account']),
  head: ({ match }) => accountHead(match.context.i18n, TITLES.reset),
  component: ResetRoute,
})

function ResetRoute() {
  const { t, i18n } = useLingui()
  const { hash } = Route.useSearch()
  return (
    <div className="account-page account-page--narrow">
      <h1>{i18n._(TITLES.reset)}</h1>
      {hash ? (
        <ResetPasswordForm hash={hash} />
      ) : (
        <p>
          {t`This link is not complete.`} <Link href="/account/recover">{t`Request a new link`}</Link>
        </p>
      )}
    </div>
  )
}
