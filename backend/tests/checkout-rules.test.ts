import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from './account-helpers.ts'
import { errorKeys, errorOf, shopper } from './cart-helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  fill,
  guest,
  IDS,
  withOrder,
} from './checkout-helpers.ts'
import { idFor } from '../lib/ids.ts'
import { arr, get, obj, str } from './helpers.ts'

/** Light goods (1.1 kg) and a three-seater sofa that only the freight forwarder carries (48 kg). */
const LIGHT = 'GW-TEAK-OIL'
const HEAVY = 'GW-SYL-101'
const countryId = (t: CartBackend, iso: string) =>
  t.db.prepare<[string], { id: string }>('SELECT id FROM country WHERE iso = ?').get(iso)?.id ?? ''

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

describe('shipping rules', () => {
  it('the freight forwarder does not deliver to Switzerland: freight switches to standard delivery', async () => {
    const s = withOrder(shopper(t))
    await s.context({ countryId: IDS.countryCh, shippingMethodId: IDS.shippingFreight })
    const cart = (await fill(t, s, [[LIGHT]])).body
    expect(errorOf(cart, 'shipping-method-changed')?.parameters).toEqual({
      oldShippingMethodId: IDS.shippingFreight,
      oldShippingMethodName: 'Speditionsversand',
      newShippingMethodId: IDS.shippingStandard,
      newShippingMethodName: 'Standardversand',
      reason: 'Blocked for the delivery country CH',
    })
    expect(str(cart, 'deliveries', 0, 'shippingMethod', 'id')).toBe(IDS.shippingStandard)
  })

  it('an item over 30 kg cannot go by parcel: standard delivery switches to freight', async () => {
    const s = withOrder(shopper(t))
    const cart = (await fill(t, s, [[HEAVY]])).body
    expect(errorOf(cart, 'shipping-method-changed')?.parameters).toMatchObject({
      oldShippingMethodName: 'Standardversand',
      newShippingMethodId: IDS.shippingFreight,
      reason: 'Not available for items over 30 kg',
    })
    expect(str(cart, 'deliveries', 0, 'shippingMethod', 'id')).toBe(IDS.shippingFreight)
    // reported once; the context now holds freight
    expect(errorKeys(await s.cart())).not.toContain('shipping-method-changed')
    expect(str((await s.send('GET', '/context')).body, 'shippingMethod', 'id')).toBe(IDS.shippingFreight)
  })

  it('heavy furniture to Switzerland has no shipping method left: shipping-method-blocked blocks the order', async () => {
    const s = await guest(t, {
      billingAddress: {
        countryId: IDS.countryCh,
        street: 'Bahnhofstrasse 1',
        zipcode: '8001',
        city: 'Zürich',
      },
    })
    const cart = (await fill(t, s, [[HEAVY]])).body
    const blocked = errorOf(cart, 'shipping-method-blocked')
    expect(blocked?.level).toBe(10)
    expect(blocked?.parameters).toMatchObject({ name: 'Standardversand' })
    const order = await s.order()
    expect(order.status).toBe(400)
    expect(errorCodes(order)).toEqual(['CHECKOUT__CART_INVALID'])
    expect(str(order.body, 'errors', 0, 'detail')).toContain('shipping-method-blocked')
  })

  it('a cart of downloads only needs no shipping method', async () => {
    const s = withOrder(shopper(t))
    await s.context({ countryId: IDS.countryCh, shippingMethodId: IDS.shippingExpress })
    const cart = (await fill(t, s, [['GW-CARE-GUIDE']])).body
    expect(errorKeys(cart)).not.toContain('shipping-method-changed')
    expect(arr(cart, 'deliveries')).toHaveLength(0)
  })
})

describe('payment rules', () => {
  it('invoice is not for guests: a guest choosing it gets card payment, reported with both names', async () => {
    const s = await guest(t)
    await s.context({ paymentMethodId: IDS.paymentInvoice })
    const cart = (await fill(t, s, [[LIGHT]])).body
    expect(errorOf(cart, 'payment-method-changed')?.parameters).toEqual({
      oldPaymentMethodId: IDS.paymentInvoice,
      oldPaymentMethodName: 'Rechnung',
      newPaymentMethodId: IDS.paymentCard,
      newPaymentMethodName: 'Kreditkarte',
      reason: 'Not available for guest orders',
    })
  })

  it('invoice needs a German or Austrian delivery and billing address', async () => {
    const anonymous = withOrder(shopper(t))
    await anonymous.context({ paymentMethodId: IDS.paymentInvoice })
    expect(errorKeys((await fill(t, anonymous, [[LIGHT]])).body)).not.toContain('payment-method-changed')
    await anonymous.context({ countryId: countryId(t, 'FR') })
    expect(errorOf(await anonymous.cart(), 'payment-method-changed')?.parameters).toMatchObject({
      reason: 'Blocked for the delivery country FR',
    })

    const billedInFrance = await customer(t, {
      billingAddress: {
        countryId: countryId(t, 'FR'),
        street: '1 rue de Rivoli',
        zipcode: '75001',
        city: 'Paris',
      },
      shippingAddress: { countryId: IDS.countryDe, street: 'Am Hafen 3', zipcode: '20457', city: 'Hamburg' },
    })
    await billedInFrance.context({ paymentMethodId: IDS.paymentInvoice })
    const cart = (await fill(t, billedInFrance, [[LIGHT]])).body
    expect(errorOf(cart, 'payment-method-changed')?.parameters).toMatchObject({
      oldPaymentMethodName: 'Rechnung',
      reason: 'Blocked for the billing country FR',
    })
  })

  it('seeds the invoice method in all three languages', async () => {
    for (const [language, name] of [
      [IDS.languageDe, 'Rechnung'],
      [IDS.languageEn, 'Invoice'],
      [IDS.languageFr, 'Facture'],
    ] as const) {
      const list = await shopper(t).send('GET', '/payment-method', {
        headers: { 'sw-language-id': language },
      })
      const invoice = arr(list.body, 'elements').find((m) => get(m, 'id') === IDS.paymentInvoice)
      expect(get(invoice, 'translated', 'name')).toBe(name)
      expect(str(invoice, 'technicalName')).toBe('payment_invoice')
    }
  })
})

describe('onlyAvailable method lists', () => {
  const ids = (res: { body: unknown }) => arr(res.body as never, 'elements').map((m) => get(m, 'id'))

  it('lists every assigned method without the flag and only the usable ones with it', async () => {
    const s = await guest(t)
    await fill(t, s, [[HEAVY]])
    expect(ids(await s.send('GET', '/payment-method'))).toHaveLength(5)
    const payments = ids(await s.send('GET', '/payment-method?onlyAvailable=1'))
    expect(payments).not.toContain(IDS.paymentInvoice)
    expect(payments).toContain(IDS.paymentPrepayment)
    const shipping = ids(await s.send('POST', '/shipping-method', { body: { onlyAvailable: true } }))
    expect(shipping).toEqual([IDS.shippingFreight])
  })

  it('a Swiss context loses prepayment and invoice', async () => {
    const s = withOrder(shopper(t))
    await s.context({ countryId: IDS.countryCh })
    const payments = ids(await s.send('GET', '/payment-method?onlyAvailable=true'))
    expect(payments).not.toContain(IDS.paymentPrepayment)
    expect(payments).not.toContain(IDS.paymentInvoice)
    expect(payments).toContain(IDS.paymentCard)
  })
})

describe('address rules', () => {
  it('a delivery country without shipping gives shipping-address-blocked', async () => {
    const at = countryId(t, 'AT')
    t.db.prepare('UPDATE country SET shipping_available = 0 WHERE id = ?').run(at)
    try {
      const s = withOrder(shopper(t))
      await s.context({ countryId: at })
      const cart = (await fill(t, s, [[LIGHT]])).body
      expect(errorOf(cart, 'shipping-address-blocked')).toMatchObject({
        level: 20,
        key: 'shipping-address-blocked-Österreich',
        parameters: { name: 'Österreich' },
      })
    } finally {
      t.db.prepare('UPDATE country SET shipping_available = 1 WHERE id = ?').run(at)
    }
  })

  it('a billing country the shop no longer sells to gives billing-address-blocked', async () => {
    const fr = countryId(t, 'FR')
    const s = await customer(t, {
      billingAddress: { countryId: fr, street: '1 rue de Rivoli', zipcode: '75001', city: 'Paris' },
      shippingAddress: { countryId: IDS.countryDe, street: 'Am Hafen 3', zipcode: '20457', city: 'Hamburg' },
    })
    t.db.prepare('DELETE FROM sales_channel_country WHERE country_id = ?').run(fr)
    try {
      const cart = (await fill(t, s, [[LIGHT]])).body
      expect(errorOf(cart, 'billing-address-blocked')?.parameters).toEqual({ name: 'Frankreich' })
      expect((await s.order()).status).toBe(400)
    } finally {
      t.db
        .prepare('INSERT INTO sales_channel_country (sales_channel_id, country_id) VALUES (?, ?)')
        .run(IDS.salesChannel, fr)
    }
  })

  it('a stored address that no longer passes validation gives billing-address-invalid with the violations', async () => {
    const s = await guest(t)
    const me = obj((await s.send('POST', '/account/customer')).body)
    t.db
      .prepare("UPDATE customer_address SET zipcode = '1A' WHERE id = ?")
      .run(str(me, 'defaultBillingAddressId'))
    const cart = (await fill(t, s, [[LIGHT]])).body
    const invalid = errorOf(cart, 'billing-address-invalid')
    expect(invalid?.level).toBe(20)
    expect(get(invalid, 'parameters', 'violations', 0, 'pointer')).toBe('/zipcode')
    expect(get(invalid, 'parameters', 'violations', 0, 'code')).toBe('VIOLATION::ZIP_CODE_INVALID')
    expect(errorCodes(await s.order())).toEqual(['CHECKOUT__CART_INVALID'])
  })
})

describe('guest checkout switch and shop configuration', () => {
  it('the context tells the storefront: guest checkout on, bank details, invoice terms, legal pages', async () => {
    const context = (await shopper(t).send('GET', '/context')).body
    expect(obj(context, 'salesChannel', 'customFields')).toEqual({
      gartenwerk_guest_checkout: true,
      gartenwerk_bank_account: {
        accountHolder: 'Gartenwerk GmbH',
        bankName: 'Commerzbank',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
      },
      gartenwerk_invoice_due_days: 14,
      // Defect 9: the checkout's checkboxes and footer link these (Shopware's basic information).
      gartenwerk_legal_pages: {
        tos: idFor('category', 'terms'),
        privacy: idFor('category', 'privacy'),
        revocation: idFor('category', 'withdrawal'),
        imprint: idFor('category', 'imprint'),
      },
    })
  })

  it('the legal pages are categories of the footer navigation (the storefront links them from it)', async () => {
    const context = (await shopper(t).send('GET', '/context')).body
    const pages = obj(context, 'salesChannel', 'customFields', 'gartenwerk_legal_pages')
    const footer = arr(
      (
        await shopper(t).send('POST', '/navigation/footer-navigation/footer-navigation', {
          body: { depth: 2 },
          template: '/navigation/{activeId}/{rootId}',
        })
      ).body,
    )
    const ids = footer.flatMap((column) => arr(column, 'children').map((entry) => str(entry, 'id')))
    for (const id of Object.values(pages)) expect(ids).toContain(id)
  })

  it('GUEST_CHECKOUT=0: guest registration is refused on /guest, registered customers still order', async () => {
    const off = await cartBackend({ guestCheckout: false })
    try {
      const context = (await shopper(off).send('GET', '/context')).body
      expect(get(context, 'salesChannel', 'customFields', 'gartenwerk_guest_checkout')).toBe(false)
      const refused = await shopper(off).send('POST', '/account/register', {
        body: registration({ guest: true, password: undefined }),
      })
      expect(refused.status).toBe(400)
      expect(get(refused.body, 'errors', 0, 'code')).toBe('VIOLATION::NO_SUCH_CHOICE_ERROR')
      expect(get(refused.body, 'errors', 0, 'source', 'pointer')).toBe('/guest')
      const registered = await customer(off)
      await fill(off, registered, [[LIGHT]])
      expect((await registered.order()).status).toBe(200)
    } finally {
      closeCartBackend(off)
    }
  })

  it('GUEST_CHECKOUT=0: a guest context cannot place an order (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN)', async () => {
    const off = await cartBackend({ guestCheckout: false })
    try {
      const s = await customer(off)
      await fill(off, s, [[LIGHT]])
      const me = obj((await s.send('POST', '/account/customer')).body)
      // the customer became a guest account (as one registered before the switch was turned off)
      off.db.prepare('UPDATE customer SET guest = 1 WHERE id = ?').run(str(me, 'id'))
      const refused = await s.order()
      expect(refused.status).toBe(403)
      expect(errorCodes(refused)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    } finally {
      closeCartBackend(off)
    }
  })
})
