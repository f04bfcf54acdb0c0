import { useLingui } from '@lingui/react/macro'

interface Mark {
  id: string
  name: string
  /** Short text drawn inside the mark. */
  text: string
}

/** A text-based SVG mark; the list item carries the accessible name. */
function MarkSvg({ text }: { text: string }) {
  return (
    <svg
      viewBox="0 0 64 40"
      width="56"
      height="35"
      aria-hidden="true"
      focusable="false"
      className="payment-mark"
    >
      <rect x="0.5" y="0.5" width="63" height="39" rx="5" />
      {/* Long (translated) texts are squeezed into the mark instead of overflowing it. */}
      <text
        x="32"
        y="24.5"
        textAnchor="middle"
        {...(text.length > 8 ? { textLength: 54, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {text}
      </text>
    </svg>
  )
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
          <MarkSvg text={mark.text} />
          <span className="visually-hidden">{mark.name}</span>
        </li>
      ))}
    </ul>
  )
}
