import type { Context } from 'hono'
import type { AppEnv, ContextPayload } from '../core/context.ts'
import { type ApiErrorEntry, errorEntry, problems } from '../http/errors.ts'
import { isId } from '../lib/ids.ts'
import { currentCustomer } from './current.ts'
import { ownAddress } from '../core/customers.ts'

const FIELDS = ['billingAddressId', 'shippingAddressId'] as const

/**
 * PATCH /context with billingAddressId/shippingAddressId (Shopware's ContextSwitchRoute): only for a
 * logged-in customer (403 otherwise) and only the customer's own addresses; another customer's id is
 * reported exactly like an unknown one. A shipping address also moves the context's country.
 */
export function applyContextAddresses(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  next: ContextPayload,
  errors: ApiErrorEntry[],
): void {
  const sent = FIELDS.filter((f) => f in body)
  if (sent.length === 0) return
  const customer = currentCustomer(c)
  if (!customer) throw problems.customerNotLoggedIn()
  const db = c.get('services').shop.db
  for (const field of sent) {
    const value = body[field]
    if (typeof value !== 'string' || !isId(value)) {
      errors.push(
        errorEntry(
          400,
          'FRAMEWORK__INVALID_UUID',
          `Value is not a valid UUID: ${String(value).slice(0, 64)}`,
          {
            pointer: `/${field}`,
          },
        ),
      )
      continue
    }
    const address = ownAddress(db, customer.id, value)
    if (!address) {
      errors.push(
        errorEntry(400, 'VIOLATION::ENTITY_DOES_NOT_EXIST', `The ${field} "${value}" does not exist.`, {
          pointer: `/${field}`,
          parameters: { '{{ id }}': value },
        }),
      )
      continue
    }
    next[field] = value
    if (field === 'shippingAddressId') {
      next.countryId = address.country_id
      next.countryStateId = address.country_state_id
    }
  }
}
