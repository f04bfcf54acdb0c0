import { describe, expect, it } from 'vitest'
import { paymentProblem } from '../../domain/payment-return.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { PAYMENT_FAILED, paymentProblemText } from './messages.ts'

// Defect 7: a declined card and a DemoPal cancel both said "An error occurred. Please try again
// later" although the provider's return carried the reason (`?error-code=`). The unpaid page says
// what happened and what to do now, in every locale.

const DECLINED = 'CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED'
const CANCELLED = 'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT'
const EXPIRED = 'CHECKOUT__PAYMENT_TOKEN_EXPIRED'

describe('paymentProblem', () => {
  it('reads Shopware’s error codes of the errorUrl', () => {
    expect(paymentProblem(DECLINED, 'failed')).toBe('declined')
    expect(paymentProblem(CANCELLED, 'cancelled')).toBe('cancelled')
    expect(paymentProblem(EXPIRED, 'open')).toBe('expired')
  })

  it('falls back to the transaction’s state without a code it knows (reload, account page)', () => {
    expect(paymentProblem(null, 'cancelled')).toBe('cancelled')
    expect(paymentProblem(undefined, 'failed')).toBe('declined')
    expect(paymentProblem('CHECKOUT__PAYMENT_TOKEN_INVALIDATED', 'failed')).toBe('declined')
    expect(paymentProblem('CHECKOUT__PAYMENT_TOKEN_INVALIDATED', 'open')).toBe('unknown')
    expect(paymentProblem(null, null)).toBe('unknown')
  })
})

const EXPECTED = {
  'de-DE': {
    card: 'Ihre Karte wurde abgelehnt, Ihre Bestellung ist daher nicht bezahlt. Versuchen Sie es mit einer anderen Karte oder wählen Sie eine andere Zahlungsart.',
    cancelled:
      'Sie haben die Zahlung abgebrochen, Ihre Bestellung ist daher noch nicht bezahlt. Bezahlen Sie sie jetzt mit derselben Zahlungsart oder wählen Sie eine andere.',
  },
  'en-GB': {
    card: 'Your card was declined, so your order has not been paid. Try again with another card or choose another payment method.',
    cancelled:
      'You cancelled the payment, so your order has not been paid yet. Pay it now with the same method or choose another one.',
  },
  'fr-FR': {
    card: 'Votre carte a été refusée\u202f: votre commande n’est donc pas payée. Réessayez avec une autre carte ou choisissez un autre moyen de paiement.',
    cancelled:
      'Vous avez annulé le paiement\u202f: votre commande n’est donc pas encore payée. Réglez-la maintenant avec le même moyen de paiement ou choisissez-en un autre.',
  },
} as const

describe('paymentProblemText', () => {
  for (const locale of ['de-DE', 'en-GB', 'fr-FR'] as const) {
    it(`${locale}: a declined card asks for another card or method; a cancel offers paying again`, async () => {
      const i18n = await createI18n(locale, ['checkout'])
      const general = i18n._(PAYMENT_FAILED)
      const card = paymentProblemText(i18n, paymentProblem(DECLINED, 'failed'), 'payment_card')
      const cancelled = paymentProblemText(i18n, paymentProblem(CANCELLED, 'cancelled'), 'payment_paypal')
      expect(card).toBe(EXPECTED[locale].card)
      expect(cancelled).toBe(EXPECTED[locale].cancelled)
      // Every problem has its own words, none of them the general failure text.
      const texts = [
        card,
        cancelled,
        paymentProblemText(i18n, 'declined', 'payment_paypal'),
        paymentProblemText(i18n, 'expired', 'payment_card'),
      ]
      expect(new Set(texts).size).toBe(texts.length)
      expect(texts).not.toContain(general)
      expect(paymentProblemText(i18n, 'unknown', 'payment_card')).toBe(general)
    })
  }
})
