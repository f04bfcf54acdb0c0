import { useLingui } from '@lingui/react/macro'

/**
 * What happens after the order button with this payment method, by its technical name (the
 * names are the shop's, see backend/checkout/CONTRACT.md); an unknown method says nothing.
 */
export function PaymentNextStep({
  technicalName,
  invoiceDueDays,
}: {
  technicalName: string
  invoiceDueDays: number | null
}) {
  const { t } = useLingui()
  switch (technicalName) {
    case 'payment_card':
      return t`After placing the order you enter your card details on the secure page of our payment provider. We never see your card number.`
    case 'payment_paypal':
      return t`After placing the order you are taken to DemoPal to approve the payment, then back to us.`
    case 'payment_apple_pay':
      return t`After placing the order you confirm the payment with Apple Pay.`
    case 'payment_prepayment':
      return t`After placing the order we show you our bank details (they are also in your confirmation e-mail). We ship once your transfer has arrived.`
    case 'payment_invoice':
      return invoiceDueDays
        ? t`You receive an invoice with the delivery and pay it within ${invoiceDueDays} days.`
        : t`You receive an invoice with the delivery.`
    default:
      return null
  }
}
