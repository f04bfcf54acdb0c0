// Issue 29 #14: VIP20 then WELCOME10. The cart keeps WELCOME10 saved but excluded by VIP20 (it
// applies once VIP20 is removed: backend/tests/cart-promotions.test.ts); the message at the top
// and the hint beside the summary must both say that, not "applies once your cart meets its
// conditions" (no amount makes it apply beside VIP20). In all three locales.
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { rootMachine } from '../../../machines/root.machine.ts'
import { sessionContext } from '../../../machines/session/session.test-support.ts'
import type { CartHints as Hints } from '../../domain/cart.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { CartHints } from './CartHints.tsx'
import { cartMessageText } from './messages.ts'

const HINTS: Hints = {
  freeShipping: null,
  giftLevels: [],
  nextGift: null,
  pendingPromotionCodes: [],
  excludedPromotionCodes: ['WELCOME10'],
}

/** What "cannot be combined" and "stays saved … if you remove them" read like per locale. */
const WORDING = {
  'de-DE': {
    combined: /nicht mit den anderen Aktionen .* kombiniert/,
    saved: /gespeichert .* sobald Sie diese entfernen/,
    conditions: /Bedingungen/,
  },
  'en-GB': {
    combined: /cannot be combined with the other promotions/,
    saved: /stays saved and applies if you remove them/,
    conditions: /conditions/,
  },
  'fr-FR': {
    combined: /ne peut pas être combiné/,
    saved: /enregistré et s’appliquera si vous les retirez/,
    conditions: /conditions/,
  },
} as const

describe.each(['de-DE', 'en-GB', 'fr-FR'] as const)('an excluded promo code in %s', (locale) => {
  it('reads the same at the top and beside the summary: excluded, saved, applies once the other goes', async () => {
    const i18n = await createI18n(locale, ['cart'])
    const top = cartMessageText(i18n, {
      key: 'promotion-excluded',
      messageKey: 'promotion-excluded',
      level: 'notice',
      message: 'Promotion Welcome was excluded for cart.',
      parameters: { name: 'WELCOME10' },
    })
    // The price formatter reads the session's currency.
    const actor = createActor(rootMachine, {
      input: { sessionSnapshot: sessionContext(), cart: null },
    }).start()
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <SystemProvider system={SystemHost.running(actor)}>
          <CartHints hints={HINTS} />
        </SystemProvider>
      </I18nProvider>,
    )
    const side = container.querySelector('[data-testid="excluded-code"]')?.textContent ?? ''
    expect(container.querySelector('[data-testid="pending-code"]')).toBeNull()
    for (const text of [top, side]) {
      expect(text).toContain('WELCOME10')
      expect(text).toMatch(WORDING[locale].combined)
      expect(text).toMatch(WORDING[locale].saved)
      expect(text).not.toMatch(WORDING[locale].conditions)
    }
  })
})
