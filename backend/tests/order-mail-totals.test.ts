import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CartBackend, cartBackend, closeCartBackend, customer, fill, IDS } from './checkout-helpers.ts'

// Defect 22: the order confirmation said "Versandkosten: 0,00 €" where the shop says "Kostenlos",
// and it named no VAT although the cart, the checkout and the invoice do.

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

async function orderMail(languageId: string, items: [string, number?][]): Promise<string> {
  const s = await customer(t)
  await s.context({ languageId, paymentMethodId: IDS.paymentPrepayment })
  await fill(t, s, items)
  const placed = await s.order()
  expect(placed.status).toBe(200)
  const mail = t.backend.listOutbox(500).find((m) => m.template === 'order.confirmation')
  if (!mail) throw new Error('no order mail')
  return mail.text
}

describe('order confirmation totals', () => {
  it('German: free shipping is "Kostenlos" and the included VAT is named', async () => {
    const text = await orderMail(IDS.languageDe, [['GW-NOR-104']])
    expect(text).toContain('Versandkosten: Kostenlos')
    expect(text).not.toMatch(/Versandkosten: 0/)
    expect(text).toMatch(/inkl\. 19\s%\sMwSt\.: \d/)
  })

  it('English and French say it their way', async () => {
    const en = await orderMail(IDS.languageEn, [['GW-NOR-104']])
    expect(en).toContain('Delivery costs: Free')
    expect(en).toMatch(/incl\. 19% VAT: /)
    const fr = await orderMail(IDS.languageFr, [['GW-NOR-104']])
    expect(fr).toContain('Frais de livraison\u202f: Gratuit')
    expect(fr).toMatch(/dont TVA 19\s%\u202f: /)
  })

  it('a shipping cost stays an amount', async () => {
    const text = await orderMail(IDS.languageDe, [['GW-TEAK-OIL']])
    expect(text).toMatch(/Versandkosten: \d+,\d{2}\s€/)
  })
})
