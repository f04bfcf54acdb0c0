import { useLingui } from '@lingui/react/macro'
import { Link, type LinkVariant } from '../../components/ui/Link.tsx'

/**
 * The electronic withdrawal function's button (a link styled as one): in the footer of every page
 * and on the order pages, where it names the order so the form starts filled in.
 */
export function WithdrawalLink({
  orderNumber,
  variant = 'button',
}: {
  orderNumber?: string
  variant?: LinkVariant
}) {
  const { t } = useLingui()
  const href = orderNumber ? `/withdrawal?orderNumber=${encodeURIComponent(orderNumber)}` : '/withdrawal'
  return (
    <Link href={href} variant={variant} preload={false} data-testid="withdrawal-link">
      {t`Withdraw from contract`}
    </Link>
  )
}
