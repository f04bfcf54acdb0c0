import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS, idFor } from '../lib/ids.ts'
import { DEMO_CUSTOMER } from '../seed/customers.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import {
  activeCustomer,
  type Customer,
  errorCodes,
  headers,
  lastMailTo,
  login,
  pointers,
  token,
  uniqueEmail,
} from './account-helpers.ts'
import { arr, call, get, obj, str } from './helpers.ts'

let t: TestBackend
let alice: Customer
let bob: Customer

beforeAll(async () => {
  t = await createTestBackend()
  alice = await activeCustomer(t, { firstName: 'Alice', lastName: 'Ahorn' })
  bob = await activeCustomer(t, { firstName: 'Bob', lastName: 'Birke' })
})
afterAll(() => t.backend.close())

const as = (c: Customer) => headers(c.token)
const address = (overrides: Record<string, unknown> = {}) => ({
  salutationId: idFor('salutation', 'mrs'),
  firstName: 'Alice',
  lastName: 'Ahorn',
  street: 'Seeweg 7',
  zipcode: '14467',
  city: 'Potsdam',
  countryId: IDS.countryDe,
  ...overrides,
})

describe('anonymous callers', () => {
  it('get 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN on every customer route', async () => {
    const routes: [string, string, string?][] = [
      ['POST', '/account/customer'],
      ['DELETE', '/account/customer'],
      ['POST', '/account/change-profile'],
      ['POST', '/account/change-email'],
      ['POST', '/account/change-password'],
      ['POST', '/account/list-address'],
      ['POST', '/account/address'],
      ['PATCH', `/account/address/${'a'.repeat(32)}`, '/account/address/{addressId}'],
      ['DELETE', `/account/address/${'a'.repeat(32)}`, '/account/address/{addressId}'],
      [
        'PATCH',
        `/account/address/default-billing/${'a'.repeat(32)}`,
        '/account/address/default-billing/{addressId}',
      ],
      [
        'PATCH',
        `/account/address/default-shipping/${'a'.repeat(32)}`,
        '/account/address/default-shipping/{addressId}',
      ],
      ['POST', '/account/logout'],
      ['POST', '/order'],
    ]
    for (const [method, path, template] of routes) {
      const res = await call(t, method, path, { body: method === 'DELETE' ? undefined : {}, template })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(errorCodes(res)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    }
    const context = await call(t, 'PATCH', '/context', { body: { shippingAddressId: 'a'.repeat(32) } })
    expect(context.status).toBe(403)
  })
})

describe('profile, e-mail and password', () => {
  it('reads the customer (schema-checked) with includes', async () => {
    const res = await call(t, 'POST', '/account/customer', { headers: as(alice) })
    expect(res.status).toBe(200)
    expect(get(res.body, 'firstName')).toBe('Alice')
    const partial = await call(t, 'POST', '/account/customer', {
      headers: as(alice),
      body: { includes: { customer: ['id', 'email'] } },
      partial: true,
    })
    expect(Object.keys(obj(partial.body)).sort()).toEqual(['apiAlias', 'email', 'id'])
  })

  it('changes the profile, incl. switching to a business account with a valid VAT id', async () => {
    const res = await call(t, 'POST', '/account/change-profile', {
      headers: as(alice),
      body: {
        salutationId: idFor('salutation', 'mrs'),
        title: 'Dr.',
        firstName: 'Alicia',
        lastName: 'Ahorn-Eiche',
      },
    })
    expect(res.status).toBe(200)
    expect(get(res.body, 'success')).toBe(true)
    const me = await call(t, 'POST', '/account/customer', { headers: as(alice) })
    expect(get(me.body, 'firstName')).toBe('Alicia')
    expect(get(me.body, 'title')).toBe('Dr.')
    expect(get(me.body, 'salutation', 'salutationKey')).toBe('mrs')

    const blank = await call(t, 'POST', '/account/change-profile', {
      headers: as(alice),
      body: { firstName: '', lastName: 'X' },
    })
    expect(blank.status).toBe(400)
    expect(pointers(blank)).toEqual(['/firstName'])

    const badVat = await call(t, 'POST', '/account/change-profile', {
      headers: as(alice),
      body: {
        accountType: 'business',
        company: 'Ahorn AG',
        vatIds: ['DE1'],
        firstName: 'Alicia',
        lastName: 'Ahorn',
      },
    })
    expect(errorCodes(badVat)).toEqual(['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT'])
    const business = await call(t, 'POST', '/account/change-profile', {
      headers: as(alice),
      body: {
        accountType: 'business',
        company: 'Ahorn AG',
        vatIds: ['DE987654321'],
        firstName: 'Alicia',
        lastName: 'Ahorn',
      },
    })
    expect(business.status).toBe(200)
    const after = await call(t, 'POST', '/account/customer', { headers: as(alice) })
    expect(get(after.body, 'accountType')).toBe('business')
    expect(get(after.body, 'company')).toBe('Ahorn AG')
    await call(t, 'POST', '/account/change-profile', {
      headers: as(alice),
      body: { accountType: 'private', firstName: 'Alice', lastName: 'Ahorn' },
    })
  })

  it('changes the e-mail only with matching confirmation, the right password and a free address', async () => {
    const customer = await activeCustomer(t)
    const next = uniqueEmail('neu')
    const mismatch = await call(t, 'POST', '/account/change-email', {
      headers: as(customer),
      body: { email: next, emailConfirmation: `x${next}`, password: customer.password },
    })
    expect(errorCodes(mismatch)).toEqual(['VIOLATION::NOT_EQUAL_ERROR'])
    expect(pointers(mismatch)).toEqual(['/email'])
    const wrongPassword = await call(t, 'POST', '/account/change-email', {
      headers: as(customer),
      body: { email: next, emailConfirmation: next, password: 'not-my-password' },
    })
    expect(errorCodes(wrongPassword)).toEqual(['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT'])
    expect(pointers(wrongPassword)).toEqual(['/password'])
    const taken = await call(t, 'POST', '/account/change-email', {
      headers: as(customer),
      body: { email: bob.email, emailConfirmation: bob.email, password: customer.password },
    })
    expect(errorCodes(taken)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE'])
    const invalid = await call(t, 'POST', '/account/change-email', {
      headers: as(customer),
      body: { email: 'no-at-sign', emailConfirmation: 'no-at-sign', password: customer.password },
    })
    expect(errorCodes(invalid)).toEqual(['VIOLATION::STRICT_CHECK_FAILED_ERROR'])

    const ok = await call(t, 'POST', '/account/change-email', {
      headers: as(customer),
      body: { email: next, emailConfirmation: next, password: customer.password },
    })
    expect(ok.status).toBe(200)
    expect(lastMailTo(t, next).template).toBe('customer.email.changed')
    expect((await login(t, customer.email, customer.password)).status).toBe(401)
    expect((await login(t, next, customer.password)).status).toBe(200)
  })

  it('changes the password with the current one and a confirmed new one', async () => {
    const customer = await activeCustomer(t)
    const wrong = await call(t, 'POST', '/account/change-password', {
      headers: as(customer),
      body: { password: 'guess-guess', newPassword: 'another-pass-1', newPasswordConfirm: 'another-pass-1' },
    })
    expect(errorCodes(wrong)).toEqual(['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT'])
    const short = await call(t, 'POST', '/account/change-password', {
      headers: as(customer),
      body: { password: customer.password, newPassword: 'short', newPasswordConfirm: 'short' },
    })
    expect(errorCodes(short)).toEqual(['VIOLATION::TOO_SHORT_ERROR'])
    expect(pointers(short)).toEqual(['/newPassword'])
    const mismatch = await call(t, 'POST', '/account/change-password', {
      headers: as(customer),
      body: {
        password: customer.password,
        newPassword: 'another-pass-1',
        newPasswordConfirm: 'another-pass-2',
      },
    })
    expect(errorCodes(mismatch)).toEqual(['VIOLATION::NOT_EQUAL_ERROR'])
    const ok = await call(t, 'POST', '/account/change-password', {
      headers: as(customer),
      body: {
        password: customer.password,
        newPassword: 'another-pass-1',
        newPasswordConfirm: 'another-pass-1',
      },
    })
    expect(ok.status).toBe(200)
    expect(lastMailTo(t, customer.email).template).toBe('customer.password.changed')
    expect((await login(t, customer.email, customer.password)).status).toBe(401)
    expect((await login(t, customer.email, 'another-pass-1')).status).toBe(200)
  })

  it('changes the default payment method (and the context) to an assigned one only', async () => {
    const ok = await call(t, 'POST', `/account/change-payment-method/${IDS.paymentPrepayment}`, {
      headers: as(alice),
      partial: true,
    })
    expect(ok.status).toBe(200)
    const context = await call(t, 'GET', '/context', { headers: as(alice) })
    expect(get(context.body, 'customer', 'defaultPaymentMethodId')).toBe(IDS.paymentPrepayment)
    expect(get(context.body, 'customer', 'defaultPaymentMethod', 'id')).toBe(IDS.paymentPrepayment)
    expect(get(context.body, 'paymentMethod', 'id')).toBe(IDS.paymentPrepayment)
    const unknown = await call(t, 'POST', `/account/change-payment-method/${'c'.repeat(32)}`, {
      headers: as(alice),
    })
    expect(unknown.status).toBe(400)
    expect(errorCodes(unknown)).toEqual(['CHECKOUT__UNKNOWN_PAYMENT_METHOD'])
    const malformed = await call(t, 'POST', '/account/change-payment-method/nope', { headers: as(alice) })
    expect(errorCodes(malformed)).toEqual(['FRAMEWORK__INVALID_UUID'])
  })
})

describe('address book', () => {
  it('creates, lists, updates, sets defaults and deletes addresses', async () => {
    const created = await call(t, 'POST', '/account/address', { headers: as(alice), body: address() })
    expect(created.status).toBe(200)
    const id = str(created.body, 'id')
    expect(get(created.body, 'customerId')).toBe(alice.id)
    expect(get(created.body, 'country', 'iso')).toBe('DE')

    const list = await call(t, 'POST', '/account/list-address', { headers: as(alice), body: {} })
    expect(list.status).toBe(200)
    const ids = arr(list.body, 'elements').map((a) => str(a, 'id'))
    expect(ids).toContain(id)
    expect(get(list.body, 'total')).toBe(ids.length)

    const updated = await call(t, 'PATCH', `/account/address/${id}`, {
      headers: as(alice),
      body: { street: 'Seeweg 9', phoneNumber: '+49 331 555' },
      template: '/account/address/{addressId}',
    })
    expect(updated.status).toBe(200)
    expect(get(updated.body, 'street')).toBe('Seeweg 9')
    expect(get(updated.body, 'city')).toBe('Potsdam')
    expect(typeof get(updated.body, 'updatedAt')).toBe('string')

    const badZip = await call(t, 'PATCH', `/account/address/${id}`, {
      headers: as(alice),
      body: { zipcode: 'ABC' },
      template: '/account/address/{addressId}',
    })
    expect(errorCodes(badZip)).toEqual(['VIOLATION::ZIP_CODE_INVALID'])
    expect(pointers(badZip)).toEqual(['/zipcode'])

    for (const kind of ['default-shipping', 'default-billing']) {
      const res = await call(t, 'PATCH', `/account/address/${kind}/${id}`, {
        headers: as(alice),
        template: `/account/address/${kind}/{addressId}`,
      })
      expect(res.status).toBe(204)
    }
    const me = await call(t, 'POST', '/account/customer', { headers: as(alice) })
    expect(get(me.body, 'defaultShippingAddressId')).toBe(id)
    expect(get(me.body, 'defaultBillingAddressId')).toBe(id)

    const inUse = await call(t, 'DELETE', `/account/address/${id}`, {
      headers: as(alice),
      template: '/account/address/{addressId}',
    })
    expect(inUse.status).toBe(400)
    expect(errorCodes(inUse)).toEqual(['CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT'])

    const other = await call(t, 'POST', '/account/address', {
      headers: as(alice),
      body: address({ street: 'Zweitweg 1', countryId: IDS.countryCh, zipcode: '8001', city: 'Zürich' }),
    })
    const otherId = str(other.body, 'id')
    await call(t, 'PATCH', `/account/address/default-shipping/${otherId}`, {
      headers: as(alice),
      template: '/account/address/default-shipping/{addressId}',
    })
    await call(t, 'PATCH', `/account/address/default-billing/${otherId}`, {
      headers: as(alice),
      template: '/account/address/default-billing/{addressId}',
    })
    const deleted = await call(t, 'DELETE', `/account/address/${id}`, {
      headers: as(alice),
      template: '/account/address/{addressId}',
    })
    expect(deleted.status).toBe(204)
    const after = await call(t, 'POST', '/account/list-address', { headers: as(alice), body: {} })
    expect(arr(after.body, 'elements').map((a) => str(a, 'id'))).not.toContain(id)
  })

  it('validates new addresses with pointers at the fields', async () => {
    const res = await call(t, 'POST', '/account/address', {
      headers: as(alice),
      body: { countryId: IDS.countryDe, firstName: 'A', lastName: '', street: '', city: 'X', zipcode: '123' },
    })
    expect(res.status).toBe(400)
    expect(new Set(pointers(res))).toEqual(new Set(['/lastName', '/street', '/zipcode']))
  })

  it('switches the context billing/shipping address to own addresses only', async () => {
    const created = await call(t, 'POST', '/account/address', {
      headers: as(alice),
      body: address({ street: 'Kontextweg 2', countryId: IDS.countryCh, zipcode: '3000', city: 'Bern' }),
    })
    const id = str(created.body, 'id')
    const res = await call(t, 'PATCH', '/context', {
      headers: as(alice),
      body: { shippingAddressId: id, billingAddressId: id },
    })
    expect(res.status).toBe(200)
    const context = await call(t, 'GET', '/context', { headers: as(alice) })
    expect(get(context.body, 'customer', 'activeShippingAddress', 'id')).toBe(id)
    expect(get(context.body, 'customer', 'activeBillingAddress', 'id')).toBe(id)
    expect(get(context.body, 'shippingLocation', 'country', 'iso')).toBe('CH')
    expect(get(context.body, 'context', 'taxState')).toBe('tax-free')
    // the active address cannot be deleted
    const del = await call(t, 'DELETE', `/account/address/${id}`, {
      headers: as(alice),
      template: '/account/address/{addressId}',
    })
    expect(errorCodes(del)).toEqual(['CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE'])

    const bobs = await call(t, 'POST', '/account/list-address', { headers: as(bob), body: {} })
    const bobAddress = str(bobs.body, 'elements', 0, 'id')
    const foreign = await call(t, 'PATCH', '/context', {
      headers: as(alice),
      body: { shippingAddressId: bobAddress },
    })
    expect(foreign.status).toBe(400)
    const unknown = await call(t, 'PATCH', '/context', {
      headers: as(alice),
      body: { shippingAddressId: 'd'.repeat(32) },
    })
    expect(foreign.body).toEqual({
      errors: [
        { ...obj(get(unknown.body, 'errors', 0)), detail: expect.any(String), meta: expect.any(Object) },
      ],
    })
    expect(errorCodes(foreign)).toEqual(['VIOLATION::ENTITY_DOES_NOT_EXIST'])
    // reset to the defaults for the other tests
    const me = await call(t, 'POST', '/account/customer', { headers: as(alice) })
    await call(t, 'PATCH', '/context', {
      headers: as(alice),
      body: {
        shippingAddressId: str(me.body, 'defaultShippingAddressId'),
        billingAddressId: str(me.body, 'defaultBillingAddressId'),
      },
    })
  })
})

describe("IDOR: one customer never reaches another one's data", () => {
  it('refuses foreign addresses exactly like unknown ones and changes nothing', async () => {
    const bobs = await call(t, 'POST', '/account/list-address', { headers: as(bob), body: {} })
    const bobAddress = str(bobs.body, 'elements', 0, 'id')
    const unknownId = 'b'.repeat(32)
    const attempts: [string, string, string, unknown?][] = [
      ['PATCH', '/account/address/{id}', '/account/address/{addressId}', { street: 'Gekapert 1' }],
      ['DELETE', '/account/address/{id}', '/account/address/{addressId}'],
      ['PATCH', '/account/address/default-billing/{id}', '/account/address/default-billing/{addressId}'],
      ['PATCH', '/account/address/default-shipping/{id}', '/account/address/default-shipping/{addressId}'],
    ]
    for (const [method, path, template, body] of attempts) {
      const foreign = await call(t, method, path.replace('{id}', bobAddress), {
        headers: as(alice),
        body,
        template,
      })
      const unknown = await call(t, method, path.replace('{id}', unknownId), {
        headers: as(alice),
        body,
        template,
      })
      expect(foreign.status, `${method} ${path}`).toBe(400)
      expect(errorCodes(foreign)).toEqual(['CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND'])
      // same answer as for an id that does not exist at all (only the echoed id differs)
      expect(JSON.stringify(foreign.body).replaceAll(bobAddress, 'ID')).toBe(
        JSON.stringify(unknown.body).replaceAll(unknownId, 'ID'),
      )
    }
    const after = await call(t, 'POST', '/account/list-address', { headers: as(bob), body: {} })
    expect(after.body).toEqual(bobs.body)
    const aliceList = await call(t, 'POST', '/account/list-address', { headers: as(alice), body: {} })
    expect(arr(aliceList.body, 'elements').map((a) => str(a, 'id'))).not.toContain(bobAddress)
    // and filtering by a foreign id finds nothing
    const filtered = await call(t, 'POST', '/account/list-address', {
      headers: as(alice),
      body: { ids: [bobAddress] },
    })
    expect(get(filtered.body, 'total')).toBe(0)
  })

  it('lists only the own orders; foreign orders and downloads stay invisible', async () => {
    const demo = await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    const demoToken = token(demo)
    const own = await call(t, 'POST', '/order', { headers: headers(demoToken), body: {} })
    const orders = arr(own.body, 'orders', 'elements')
    const orderId = str(orders[0], 'id')
    const none = await call(t, 'POST', '/order', {
      headers: as(alice),
      body: { filter: [{ type: 'equals', field: 'id', value: orderId }] },
    })
    expect(none.status).toBe(200)
    expect(get(none.body, 'orders', 'total')).toBe(0)
    const withDownload = orders.find((o) => arr(o, 'lineItems').some((i) => arr(i, 'downloads').length > 0))
    const item = arr(withDownload, 'lineItems').find((i) => arr(i, 'downloads').length > 0)
    const downloadId = str(item, 'downloads', 0, 'id')
    const path = `/order/download/${str(withDownload, 'id')}/${downloadId}`
    const foreign = await t.request(`/store-api${path}`, { headers: as(alice) })
    expect(foreign.status).toBe(404)
    const body = (await foreign.json()) as { errors: { code: string }[] }
    expect(body.errors[0]?.code).toBe('CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND')
    const anonymous = await t.request(`/store-api${path}`)
    expect(anonymous.status).toBe(403)
  })

  it('a customer token never reads another customer', async () => {
    const me = await call(t, 'POST', '/account/customer', { headers: as(bob) })
    expect(get(me.body, 'id')).toBe(bob.id)
    expect(JSON.stringify(me.body)).not.toContain(alice.email)
  })
})

describe('orders', () => {
  it("lists the demo customer's orders with items, addresses, transactions, documents and downloads", async () => {
    const demo = await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    const res = await call(t, 'POST', '/order', {
      headers: headers(token(demo)),
      body: { limit: 10, page: 1 },
    })
    expect(res.status).toBe(200)
    const orders = arr(res.body, 'orders', 'elements')
    expect(orders.map((o) => str(o, 'orderNumber'))).toEqual(['10004', '10003', '10002', '10001'])
    expect(get(res.body, 'orders', 'total')).toBe(4)
    const byNumber = (n: string) => orders.find((o) => get(o, 'orderNumber') === n)
    const paid = byNumber('10001')
    expect(get(paid, 'transactions', 0, 'stateMachineState', 'technicalName')).toBe('paid')
    expect(get(paid, 'transactions', 0, 'stateMachineState', 'name')).toBe('Bezahlt')
    expect(get(paid, 'stateMachineState', 'technicalName')).toBe('completed')
    expect(arr(paid, 'documents').map((d) => str(d, 'config', 'name'))).toEqual(['invoice', 'delivery_note'])
    expect(get(paid, 'billingAddress', 'city')).toBe('Berlin')
    expect(get(paid, 'deliveries', 0, 'shippingOrderAddress', 'city')).toBe('München')
    expect(arr(paid, 'lineItems')).toHaveLength(3)
    const open = byNumber('10003')
    expect(get(open, 'transactions', 0, 'stateMachineState', 'technicalName')).toBe('open')
    expect(get(res.body, 'paymentChangeable', str(open, 'id'))).toBe(true)
    expect(get(res.body, 'paymentChangeable', str(paid, 'id'))).toBe(false)

    const digital = byNumber('10002')
    const guide = arr(digital, 'lineItems').find(
      (i) => get(i, 'payload', 'productNumber') === 'GW-CARE-GUIDE',
    )
    expect(get(guide, 'downloads', 0, 'accessGranted')).toBe(true)
    expect(get(guide, 'downloads', 0, 'media', 'fileExtension')).toBe('pdf')
    const file = await t.request(
      `/store-api/order/download/${str(digital, 'id')}/${str(guide, 'downloads', 0, 'id')}`,
      {
        headers: headers(token(demo)),
      },
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // the failed-payment order's download is not granted
    const failed = byNumber('10004')
    const planning = arr(failed, 'lineItems')[0]
    expect(get(planning, 'downloads', 0, 'accessGranted')).toBe(false)
    const refused = await t.request(
      `/store-api/order/download/${str(failed, 'id')}/${str(planning, 'downloads', 0, 'id')}`,
      { headers: headers(token(demo)) },
    )
    expect(refused.status).toBe(404)

    const english = await call(t, 'POST', '/order', {
      headers: headers(token(demo), { 'sw-language-id': IDS.languageEn }),
      body: { filter: [{ type: 'equals', field: 'orderNumber', value: '10001' }] },
    })
    expect(get(english.body, 'orders', 'total')).toBe(1)
    expect(get(english.body, 'orders', 'elements', 0, 'transactions', 0, 'stateMachineState', 'name')).toBe(
      'Paid',
    )

    const paged = await call(t, 'POST', '/order', {
      headers: headers(token(demo)),
      body: { limit: 2, page: 2 },
    })
    expect(arr(paged.body, 'orders', 'elements').map((o) => str(o, 'orderNumber'))).toEqual([
      '10002',
      '10001',
    ])
  })

  it('a new customer has no orders', async () => {
    const res = await call(t, 'POST', '/order', { headers: as(bob), body: {} })
    expect(get(res.body, 'orders', 'total')).toBe(0)
  })
})

describe('DELETE /account/customer', () => {
  it('deletes the customer, its addresses and sessions, and frees the e-mail', async () => {
    const customer = await activeCustomer(t)
    const second = await login(t, customer.email, customer.password)
    const res = await call(t, 'DELETE', '/account/customer', { headers: as(customer) })
    expect(res.status).toBe(204)
    expect((await call(t, 'POST', '/account/customer', { headers: as(customer) })).status).toBe(403)
    expect((await call(t, 'POST', '/account/customer', { headers: headers(token(second)) })).status).toBe(403)
    expect((await login(t, customer.email, customer.password)).status).toBe(401)
    const again = await call(t, 'POST', '/account/register', {
      body: {
        firstName: 'Neu',
        lastName: 'Anfang',
        email: customer.email,
        password: 'fresh-start-1',
        acceptedDataProtection: true,
        storefrontUrl: 'http://localhost:3000',
        billingAddress: { countryId: IDS.countryDe, street: 'Weg 1', zipcode: '12345', city: 'Ort' },
      },
    })
    expect(again.status).toBe(200)
  })
})
