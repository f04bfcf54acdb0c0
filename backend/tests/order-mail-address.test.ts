import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idFor } from '../lib/ids.ts'
import { postalAddressLines } from '../lib/postal-address.ts'
import { type CartBackend, cartBackend, closeCartBackend, customer, fill, IDS } from './checkout-helpers.ts'

// Defect 8: the address line 2 ("Hinterhaus") and the state were on the review step and the invoice
// but not in the order confirmation, which wrote name, street, postal code, city and country only.

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

const BAVARIA = idFor('country_state', 'DE-BY')

async function orderMail(languageId: string): Promise<string> {
  const s = await customer(t, {
    billingAddress: {
      countryId: IDS.countryDe,
      countryStateId: BAVARIA,
      street: 'Gartenstraße 12',
      additionalAddressLine1: 'Hinterhaus',
      additionalAddressLine2: '2. OG links',
      zipcode: '80331',
      city: 'München',
    },
  })
  await s.context({ languageId, paymentMethodId: IDS.paymentPrepayment })
  await fill(t, s, [['GW-NOR-104']])
  const placed = await s.order()
  expect(placed.status).toBe(200)
  const number = String((placed.body as { orderNumber?: unknown }).orderNumber)
  const mail = t.backend
    .listOutbox(500)
    .find((m) => m.template === 'order.confirmation' && m.subject.includes(number))
  if (!mail) throw new Error('no order mail')
  return mail.text
}

describe('order confirmation: delivery address', () => {
  it('German: the additional lines after the street, the state before the country', async () => {
    expect(await orderMail(IDS.languageDe)).toContain(
      'Lieferadresse: Max Mustermann, Gartenstraße 12, Hinterhaus, 2. OG links, 80331 München, Bayern, Deutschland',
    )
  })

  it('English and French name state and country in their language', async () => {
    expect(await orderMail(IDS.languageEn)).toMatch(
      /Delivery address: Max Mustermann, Gartenstraße 12, Hinterhaus, 2\. OG links, 80331 München, Bavaria, Germany\n/,
    )
    expect(await orderMail(IDS.languageFr)).toMatch(
      /Adresse de livraison\u202f: Max Mustermann, Gartenstraße 12, Hinterhaus, 2\. OG links, 80331 München, Bavière, Allemagne\n/,
    )
  })
})

describe('postalAddressLines', () => {
  it('leaves out empty parts and writes title and name on one line', () => {
    expect(
      postalAddressLines(
        {
          company: 'Gartenwerk GmbH',
          department: ' ',
          title: 'Dr.',
          first_name: 'Anna',
          last_name: 'Lindner',
          street: 'Lindenallee 5',
          additional_address_line1: null,
          zipcode: null,
          city: 'Dublin',
        },
        { country: 'Ireland', state: null },
      ),
    ).toEqual(['Gartenwerk GmbH', 'Dr. Anna Lindner', 'Lindenallee 5', 'Dublin', 'Ireland'])
  })
})
