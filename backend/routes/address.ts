import type { Context, Hono } from 'hono'
import { isRecord } from '../lib/plain-data.ts'
import { transaction } from '../db/database.ts'
import { requireCustomer } from '../customer/current.ts'
import { addressJson, addressReadJson } from '../serialize/customers.ts'
import {
  type AddressRow,
  addressesOf,
  addressPayload,
  customerById,
  insertAddress,
  ownAddress,
  updateAddress,
} from '../core/customers.ts'
import { validateAddress, Violations } from '../customer/validate.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem, problems } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { isId } from '../lib/ids.ts'
import { newId } from '../customer/registration.ts'
import { readCriteria, searchList, send } from './respond.ts'

/**
 * Shopware's AddressNotFoundException (400): the same answer for an unknown id and another
 * customer's address, so nothing about foreign addresses is revealed.
 */
const addressNotFound = (id: string) =>
  new ApiProblem(400, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${id}" not found.`, {
    parameters: { addressId: id },
  })

function addressParam(c: Context<AppEnv>): string {
  const id = c.req.param('addressId') ?? ''
  if (!isId(id)) throw problems.invalidUuid(id, '/addressId')
  return id
}

function ownOrNotFound(c: Context<AppEnv>, customerId: string, id: string): AddressRow {
  const row = ownAddress(c.get('services').shop.db, customerId, id)
  if (!row) throw addressNotFound(id)
  return row
}

async function listAddresses(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const criteria = await readCriteria(c)
  const list = addressesOf(shop.db, customer.id).map((a) => addressJson(shop, ctx, a, customer))
  return send(c, searchList(list, criteria, 'customer_address'), criteria)
}

async function createAddress(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const body = await readPayload(c)
  const v = new Violations()
  const fields = validateAddress(shop, ctx, v, body, '')
  v.throwIfAny()
  if (!fields) throw new Error('validated address lost')
  const id = newId()
  insertAddress(shop.db, id, customer.id, fields, now().toISOString())
  const row = ownAddress(shop.db, customer.id, id)
  if (!row) throw new Error('created address vanished')
  return c.json(addressReadJson(shop, ctx, row, customer))
}

async function patchAddress(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const { shop, now } = c.get('services')
  const ctx = c.get('ctx')
  const id = addressParam(c)
  const existing = ownOrNotFound(c, customer.id, id)
  const body = await readPayload(c)
  const v = new Violations()
  // keys sent replace the stored values (null clears optional ones); keys left out keep them
  const merged = { ...addressPayload(existing), ...(isRecord(body) ? body : {}) }
  const fields = validateAddress(shop, ctx, v, merged, '')
  v.throwIfAny()
  if (!fields) throw new Error('validated address lost')
  updateAddress(shop.db, id, fields, now().toISOString())
  const row = ownAddress(shop.db, customer.id, id)
  if (!row) throw new Error('updated address vanished')
  return c.json(addressReadJson(shop, ctx, row, customerById(shop.db, customer.id) ?? customer))
}

function deleteAddress(c: Context<AppEnv>) {
  const customer = requireCustomer(c)
  const { shop } = c.get('services')
  const ctx = c.get('ctx')
  const id = addressParam(c)
  ownOrNotFound(c, customer.id, id)
  if (customer.default_billing_address_id === id || customer.default_shipping_address_id === id) {
    throw new ApiProblem(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
      `Customer address with id "${id}" is a default address and cannot be deleted.`,
      { parameters: { addressId: id } },
    )
  }
  if (ctx.payload.billingAddressId === id || ctx.payload.shippingAddressId === id) {
    throw new ApiProblem(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
      `Customer address with id "${id}" is an active address and cannot be deleted.`,
      { parameters: { addressId: id } },
    )
  }
  shop.db.prepare('DELETE FROM customer_address WHERE id = ? AND customer_id = ?').run(id, customer.id)
  return c.body(null, 204)
}

function switchDefault(column: 'default_billing_address_id' | 'default_shipping_address_id') {
  return (c: Context<AppEnv>) => {
    const customer = requireCustomer(c)
    const { shop, now } = c.get('services')
    const id = addressParam(c)
    ownOrNotFound(c, customer.id, id)
    transaction(shop.db, () => {
      shop.db
        .prepare(`UPDATE customer SET ${column} = ?, updated_at = ? WHERE id = ?`)
        .run(id, now().toISOString(), customer.id)
    })
    return c.body(null, 204)
  }
}

/** Address book of the logged-in customer (Shopware's address routes). */
export function registerAddressRoutes(app: Hono<AppEnv>): void {
  app.post('/account/list-address', listAddresses)
  app.get('/account/list-address', listAddresses)
  app.post('/account/address', createAddress)
  app.patch('/account/address/default-shipping/:addressId', switchDefault('default_shipping_address_id'))
  app.patch('/account/address/default-billing/:addressId', switchDefault('default_billing_address_id'))
  app.patch('/account/address/:addressId', patchAddress)
  app.delete('/account/address/:addressId', deleteAddress)
}
