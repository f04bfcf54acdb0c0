import { useLingui } from '@lingui/react/macro'
import { Link } from '../../components/ui/Link.tsx'
import { WithdrawalForm } from './WithdrawalForm.tsx'

/**
 * /withdrawal: the electronic withdrawal function, for everyone, without logging in. What the right
 * of withdrawal covers, then the form; the receipt replaces the form once it is sent.
 */
export function WithdrawalPage({ orderNumber }: { orderNumber?: string }) {
  const { t } = useLingui()
  return (
    <div className="account-page account-page--narrow" data-testid="withdrawal-page">
      <h1>{t`Withdraw from contract`}</h1>
      <p>
        {t`You can withdraw from your contract within 14 days without giving any reason. The period starts on the day you (or someone you name) receive the goods. Send us your withdrawal with this form; you do not need to log in.`}
      </p>
      <p>
        {t`Digital content you chose to receive at once, waiving your right of withdrawal, is excluded. We confirm the receipt of your withdrawal at once, on this page and by e-mail.`}
      </p>
      <WithdrawalForm orderNumber={orderNumber} />
      <p>
        <Link href="/account/order">{t`Your orders (customer account)`}</Link>
      </p>
    </div>
  )
}
