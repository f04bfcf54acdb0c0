import { useLingui } from '@lingui/react/macro'

export interface BankAccount {
  accountHolder: string
  bankName: string
  iban: string
  bic: string
}

export interface BankTransferProps {
  account: BankAccount
  /** The order total, formatted in the order's currency. */
  amount: string
  orderNumber: string
  /** Invoice: the days the shopper has to pay; prepayment: null (we ship once the money is in). */
  dueDays: number | null
}

/** Where to transfer the money for a prepayment or invoice order, with the order number as reference. */
export function BankTransfer({ account, amount, orderNumber, dueDays }: BankTransferProps) {
  const { t } = useLingui()
  return (
    <section
      className="checkout-card checkout-bank"
      aria-labelledby="checkout-bank-title"
      data-testid="bank-transfer"
    >
      <h2 id="checkout-bank-title">{t`Bank transfer`}</h2>
      <p>
        {dueDays === null
          ? t`Please transfer ${amount} to our account. We ship your order as soon as the money has arrived.`
          : t`Please transfer ${amount} to our account within ${dueDays} days.`}
      </p>
      <dl className="checkout-bank__details">
        <div>
          <dt>{t`Account holder`}</dt>
          <dd>{account.accountHolder}</dd>
        </div>
        <div>
          <dt>{t`Bank`}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>{t`IBAN`}</dt>
          <dd data-testid="bank-iban">{account.iban}</dd>
        </div>
        <div>
          <dt>{t`BIC`}</dt>
          <dd>{account.bic}</dd>
        </div>
        <div>
          <dt>{t`Reference`}</dt>
          <dd>{orderNumber}</dd>
        </div>
      </dl>
    </section>
  )
}
