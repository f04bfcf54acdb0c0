import { useLingui } from '@lingui/react/macro'

interface Mark {
  id: string
  name: string
  /** Short text drawn inside the mark. */
  text: string
}

/** The payment methods the shop accepts, as marks with accessible names. */
export function PaymentMarks() {
  const { t } = useLingui()
  const marks: Mark[] = [
    { id: 'card', name: t`Credit card`, text: t`Card` },
    { id: 'visa', name: 'Visa', text: 'VISA' },
    { id: 'mastercard', name: 'Mastercard', text: 'MC' },
    { id: 'amex', name: 'American Express', text: 'AMEX' },
    { id: 'paypal', name: 'PayPal', text: 'PayPal' },
    { id: 'applepay', name: 'Apple Pay', text: 'Apple Pay' },
    { id: 'prepayment', name: t`Prepayment`, text: t`Prepay` },
  ]
  return (
    <ul className="payment-marks" aria-label={t`Accepted payment methods`}>
      {marks.map((mark) => (
        <li key={mark.id} data-mark={mark.id} title={mark.name}>
          {/* A box drawn by CSS around the short text: the same look as an inline SVG per mark at a
              fifth of the markup, on every page. Long (translated) texts are squeezed to fit. */}
          <span className="payment-mark" aria-hidden="true" data-long={mark.text.length > 8 ? '' : undefined}>
            {mark.text}
          </span>
          <span className="visually-hidden">{mark.name}</span>
        </li>
      ))}
    </ul>
  )
}
