import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idFor } from '../lib/ids.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import {
  activeCustomer,
  errorCodes,
  headers,
  lastMailTo,
  login,
  STOREFRONT_URL,
  token,
} from './account-helpers.ts'
import { arr, call, get } from './helpers.ts'

/**
 * A new password logs out every other session of the customer (Shopware deletes their context
 * tokens), so a stolen session does not outlive the password it was opened with. The session that
 * changed the password stays logged in under a new token.
 */

let t: TestBackend
beforeAll(async () => {
  t = await createTestBackend()
})
afterAll(() => t.backend.close())

const NEW_PASSWORD = 'battery-staple-77'

async function loggedIn(tokenValue: string): Promise<boolean> {
  const res = await call(t, 'POST', '/account/customer', { headers: headers(tokenValue) })
  return res.status === 200
}

describe('a new password revokes the other sessions', () => {
  it('change-password: the other session is logged out, this one stays with a new token', async () => {
    const customer = await activeCustomer(t)
    const second = token(await login(t, customer.email, customer.password))
    expect(await loggedIn(second)).toBe(true)
    const product = idFor('product', 'GW-TEAK-OIL')
    await call(t, 'POST', '/checkout/cart/line-item', {
      headers: headers(customer.token),
      body: { items: [{ type: 'product', referencedId: product, quantity: 2 }] },
    })

    const res = await call(t, 'POST', '/account/change-password', {
      headers: headers(customer.token),
      body: { password: customer.password, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(get(res.body, 'success')).toBe(true)
    const renewed = token(res)
    expect(renewed).not.toBe(customer.token)
    expect(await loggedIn(renewed)).toBe(true)
    expect(await loggedIn(customer.token)).toBe(false)
    // the cart moved along with the session
    const cart = await call(t, 'GET', '/checkout/cart', { headers: headers(renewed) })
    expect(arr(cart.body, 'lineItems').map((l) => get(l, 'quantity'))).toEqual([2])

    const other = await call(t, 'POST', '/account/customer', { headers: headers(second) })
    expect(other.status).toBe(403)
    expect(errorCodes(other)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    // the new password works, the old one does not
    expect((await login(t, customer.email, NEW_PASSWORD)).status).toBe(200)
    expect((await login(t, customer.email, customer.password)).status).toBe(401)
  })

  it('a failed change-password keeps every session', async () => {
    const customer = await activeCustomer(t)
    const second = token(await login(t, customer.email, customer.password))
    const res = await call(t, 'POST', '/account/change-password', {
      headers: headers(customer.token),
      body: { password: 'not-the-password', newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
    })
    expect(res.status).toBe(400)
    expect(await loggedIn(second)).toBe(true)
    expect(await loggedIn(customer.token)).toBe(true)
  })

  it('password reset by the mailed link logs every session of the customer out', async () => {
    const customer = await activeCustomer(t)
    const second = token(await login(t, customer.email, customer.password))
    const asked = await call(t, 'POST', '/account/recovery-password', {
      body: { email: customer.email, storefrontUrl: STOREFRONT_URL },
    })
    expect(asked.status).toBe(200)
    const hash = new URL(String(lastMailTo(t, customer.email).links[0])).searchParams.get('hash')
    const anonymous = token(await call(t, 'GET', '/context'))
    const res = await call(t, 'POST', '/account/recovery-password-confirm', {
      headers: headers(anonymous),
      body: { hash, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(await loggedIn(customer.token)).toBe(false)
    expect(await loggedIn(second)).toBe(false)
    expect((await login(t, customer.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('a reset from a session logged in as the customer keeps that session under a new token', async () => {
    const customer = await activeCustomer(t)
    const second = token(await login(t, customer.email, customer.password))
    await call(t, 'POST', '/account/recovery-password', {
      body: { email: customer.email, storefrontUrl: STOREFRONT_URL },
    })
    const hash = new URL(String(lastMailTo(t, customer.email).links[0])).searchParams.get('hash')
    const res = await call(t, 'POST', '/account/recovery-password-confirm', {
      headers: headers(customer.token),
      body: { hash, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
    })
    expect(res.status).toBe(200)
    const renewed = token(res)
    expect(renewed).not.toBe(customer.token)
    expect(await loggedIn(renewed)).toBe(true)
    expect(await loggedIn(customer.token)).toBe(false)
    expect(await loggedIn(second)).toBe(false)
  })
})
