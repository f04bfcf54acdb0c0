import { useLingui } from '@lingui/react/macro'
import { Button } from '../../components/ui/Button.tsx'
import type { WithdrawalReceipt } from '../../domain/orders.ts'

/** The on-screen confirmation of receipt: when the shop received the withdrawal, and for what. */
export function WithdrawalReceiptView({
  receipt,
  onAnother,
}: {
  receipt: WithdrawalReceipt
  onAnother: () => void
}) {
  const { t, i18n } = useLingui()
  const when = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(receipt.receivedAt))
  const orderNumber = receipt.orderNumber
  return (
    <section
      className="withdrawal-receipt"
      aria-labelledby="withdrawal-receipt-title"
      data-testid="withdrawal-receipt"
    >
      <h2
        id="withdrawal-receipt-title"
        tabIndex={-1}
        // The form is gone: the receipt takes the focus, so it is read out.
        ref={(node) => node?.focus()}
      >
        {t`We have received your withdrawal`}
      </h2>
      <p role="status">
        {t`Your withdrawal from order ${orderNumber} was received on ${when}.`}{' '}
        {receipt.channel === 'shop'
          ? t`We have sent you a confirmation of receipt by e-mail.`
          : t`It was sent to our customer service, who will confirm it to you by e-mail.`}
      </p>
      {receipt.lineItems.length > 0 ? (
        <>
          <h3>{t`Withdrawn`}</h3>
          <ul>
            {receipt.lineItems.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.label}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {receipt.itemsDescription ? (
        <p>
          {t`Items you named:`} {receipt.itemsDescription}
        </p>
      ) : null}
      {receipt.excludedLineItems.length > 0 ? (
        <>
          <h3>{t`Excluded from the withdrawal`}</h3>
          <p>{t`You waived your right of withdrawal for this digital content when you ordered it.`}</p>
          <ul data-testid="withdrawal-excluded">
            {receipt.excludedLineItems.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.label}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="secondary" onPress={onAnother}>
        {t`Withdraw from another order`}
      </Button>
    </section>
  )
}
