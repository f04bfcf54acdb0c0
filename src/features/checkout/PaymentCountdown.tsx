import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'

/** Seconds before the shopper is taken to the payment provider (the machine's timer decides). */
export const REDIRECT_SECONDS = 5

export interface PaymentCountdownProps {
  /** The provider's hosted payment page. */
  redirectUrl: string
  /** The shopper wants to stay: the machine stops its timer. */
  onStay: () => void
  /** The machine's timer ran out and the browser is leaving. */
  leaving: boolean
}

/**
 * The visible countdown to the payment page. Screen readers hear it twice, not every second: once
 * when it starts (how long, and that they can pay now or stay) and once when the page is left.
 * The ticking number is decoration; the machine owns the real timer, so a slow tab never redirects
 * earlier or later than the machine says.
 */
export function PaymentCountdown({ redirectUrl, onStay, leaving }: PaymentCountdownProps) {
  const { t } = useLingui()
  const [remaining, setRemaining] = useState(REDIRECT_SECONDS)
  useEffect(() => {
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000)
    return () => clearInterval(timer)
  }, [])
  const seconds = REDIRECT_SECONDS
  return (
    <section className="checkout-countdown" aria-labelledby="checkout-countdown-title">
      <h2 id="checkout-countdown-title">{t`Payment`}</h2>
      <p role="status" className="checkout-countdown__status" data-testid="payment-countdown-status">
        {leaving
          ? t`Taking you to the payment page now…`
          : t`You will be taken to the payment page in ${seconds} seconds.`}
      </p>
      <p className="checkout-countdown__clock" aria-hidden="true" data-testid="payment-countdown">
        {remaining}
      </p>
      <div className="checkout-countdown__actions">
        {/* A plain link: the payment page is not a route of the shop (a full page load). */}
        <a href={redirectUrl} className="ui-link" data-variant="button">
          {t`Pay now`}
        </a>
        <Button variant="secondary" onPress={onStay} isDisabled={leaving}>
          {t`Stay on this page`}
        </Button>
      </div>
    </section>
  )
}
