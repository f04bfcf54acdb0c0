import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from '../../components/ui/Link.tsx'
import { useNotify } from '../notifications/notify.ts'

/** What following the confirmation link did (the route's loader confirms on the server). */
export type NewsletterConfirmOutcome = 'confirmed' | 'invalid' | 'failed'

/**
 * The page of the double opt-in mail's link. Confirmed: says so and that the welcome code is on its
 * way. A wrong, incomplete or outdated link says the link is not valid; anything else (the shop not
 * answering) asks to try the link again later.
 */
export function NewsletterConfirm({ outcome }: { outcome: NewsletterConfirmOutcome }) {
  const { t } = useLingui()
  const notify = useNotify()
  const confirmed = t`Thank you! Your newsletter subscription is confirmed.`
  useEffect(() => {
    if (outcome === 'confirmed') notify({ type: 'success', message: confirmed })
  }, [outcome, notify, confirmed])
  if (outcome === 'confirmed')
    return (
      <div className="newsletter-page__message" role="status">
        <p>{confirmed}</p>
        <p>{t`We have sent you an e-mail with your 10% code for your first order. Enter it in the basket; it can be used once.`}</p>
        <Link href="/">{t`Continue shopping`}</Link>
      </div>
    )
  return (
    <div className="newsletter-page__message" role="alert">
      <p>
        {outcome === 'invalid'
          ? t`This confirmation link is not valid or has already been used.`
          : t`Your subscription could not be confirmed just now. Please open the link from the e-mail again in a few minutes.`}
      </p>
      <Link href="/">{t`Go to the home page`}</Link>
    </div>
  )
}
