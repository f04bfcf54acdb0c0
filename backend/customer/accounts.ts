import { type Db, transaction } from '../db/database.ts'
import type { ContextPayload } from '../core/context.ts'
import type { CustomerRow } from '../core/customers.ts'

/** Writes to a customer's account row (and what goes with it); the routes only decide and answer. */

export interface NewCustomer {
  id: string
  salesChannelId: string
  customerGroupId: string
  languageId: string
  customerNumber: string
  accountType: 'private' | 'business'
  salutationId: string | null
  title: string | null
  firstName: string
  lastName: string
  company: string | null
  vatIds: string[]
  email: string
  passwordHash: string | null
  guest: boolean
  /** double opt-in: inactive until the mailed hash comes back */
  optInHash: string | null
  billingAddressId: string
  shippingAddressId: string
  paymentMethodId: string
  birthday: string | null
  affiliateCode: string | null
  campaignCode: string | null
  createdAt: string
}

export function insertCustomer(db: Db, c: NewCustomer): void {
  const optIn = c.optInHash !== null
  db.prepare(
    `INSERT INTO customer (id, sales_channel_id, customer_group_id, requested_group_id, language_id, customer_number,
       account_type, salutation_id, title, first_name, last_name, company, vat_ids, email, password, active, guest,
       double_opt_in_registration, double_opt_in_email_sent_date, hash, default_billing_address_id,
       default_shipping_address_id, default_payment_method_id, birthday, affiliate_code, campaign_code, created_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    c.id,
    c.salesChannelId,
    c.customerGroupId,
    c.languageId,
    c.customerNumber,
    c.accountType,
    c.salutationId,
    c.title,
    c.firstName,
    c.lastName,
    c.company,
    JSON.stringify(c.vatIds),
    c.email,
    c.passwordHash,
    optIn ? 0 : 1,
    c.guest ? 1 : 0,
    optIn ? 1 : 0,
    optIn ? c.createdAt : null,
    c.optInHash,
    c.billingAddressId,
    c.shippingAddressId,
    c.paymentMethodId,
    c.birthday,
    c.affiliateCode,
    c.campaignCode,
    c.createdAt,
  )
}

/** The registered (non-guest) customer waiting for the double opt-in of `hash`. */
export function customerByOptInHash(db: Db, hash: string, salesChannelId: string): CustomerRow | undefined {
  return db
    .prepare<[string, string], CustomerRow>(
      'SELECT * FROM customer WHERE hash = ? AND sales_channel_id = ? AND guest = 0',
    )
    .get(hash, salesChannelId)
}

export function confirmOptIn(db: Db, customerId: string, at: string): void {
  db.prepare(
    'UPDATE customer SET active = 1, double_opt_in_confirm_date = ?, updated_at = ? WHERE id = ?',
  ).run(at, at, customerId)
}

export function recordLogin(db: Db, customerId: string, at: string): void {
  db.prepare('UPDATE customer SET last_login = ?, first_login = COALESCE(first_login, ?) WHERE id = ?').run(
    at,
    at,
    customerId,
  )
}

export interface ProfileFields {
  accountType: 'private' | 'business'
  salutationId: string | null
  title: string | null
  firstName: string
  lastName: string
  company: string | null
  vatIds: string[]
  birthday: string | null
}

export function updateProfile(db: Db, customerId: string, p: ProfileFields, at: string): void {
  db.prepare(
    `UPDATE customer SET account_type = ?, salutation_id = ?, title = ?, first_name = ?, last_name = ?,
       company = ?, vat_ids = ?, birthday = ?, updated_at = ? WHERE id = ?`,
  ).run(
    p.accountType,
    p.salutationId,
    p.title,
    p.firstName,
    p.lastName,
    p.company,
    JSON.stringify(p.vatIds),
    p.birthday,
    at,
    customerId,
  )
}

export function updateEmail(db: Db, customerId: string, email: string, at: string): void {
  db.prepare('UPDATE customer SET email = ?, updated_at = ? WHERE id = ?').run(email, at, customerId)
}

export function updatePassword(db: Db, customerId: string, passwordHash: string, at: string): void {
  db.prepare('UPDATE customer SET password = ?, updated_at = ? WHERE id = ?').run(
    passwordHash,
    at,
    customerId,
  )
}

export function updateDefaultPaymentMethod(db: Db, customerId: string, paymentMethodId: string, at: string) {
  db.prepare('UPDATE customer SET default_payment_method_id = ?, updated_at = ? WHERE id = ?').run(
    paymentMethodId,
    at,
    customerId,
  )
}

/**
 * Deletes the account: reviews stay anonymous, every other context of the customer goes, and the
 * current context (`keepToken`) stays as an anonymous one with `loggedOut` as its payload.
 */
export function deleteAccount(
  db: Db,
  customerId: string,
  keepToken: string,
  loggedOut: ContextPayload,
  at: string,
): void {
  transaction(db, () => {
    db.prepare('UPDATE product_review SET customer_id = NULL WHERE customer_id = ?').run(customerId)
    db.prepare('DELETE FROM sales_channel_context WHERE customer_id = ? AND token <> ?').run(
      customerId,
      keepToken,
    )
    db.prepare('DELETE FROM customer WHERE id = ?').run(customerId)
  })
  db.prepare(
    'UPDATE sales_channel_context SET payload = ?, customer_id = NULL, updated_at = ? WHERE token = ?',
  ).run(JSON.stringify(loggedOut), at, keepToken)
}
