/**
 * The customer and customer_address tables, and the number ranges (customer, order and document
 * numbers): rows, reads and writes. In core/ because the request context resolves its shipping
 * location from them and every service after it (checkout, payment, documents, order state) reads
 * the customer; customer/ holds what is done with an account (registration, login, mails).
 */
import type { Db } from '../db/database.ts'

/** A `customer` row as stored (003_customer.sql). */
export interface CustomerRow {
  id: string
  sales_channel_id: string
  customer_group_id: string
  requested_group_id: string | null
  language_id: string
  customer_number: string
  account_type: 'private' | 'business'
  salutation_id: string | null
  title: string | null
  first_name: string
  last_name: string
  company: string | null
  vat_ids: string
  email: string
  password: string | null
  active: number
  guest: number
  double_opt_in_registration: number
  double_opt_in_email_sent_date: string | null
  double_opt_in_confirm_date: string | null
  hash: string | null
  default_billing_address_id: string
  default_shipping_address_id: string
  default_payment_method_id: string | null
  last_payment_method_id: string | null
  birthday: string | null
  affiliate_code: string | null
  campaign_code: string | null
  first_login: string | null
  last_login: string | null
  created_at: string
  updated_at: string | null
}

/** A `customer_address` row. */
export interface AddressRow {
  id: string
  customer_id: string
  country_id: string
  country_state_id: string | null
  salutation_id: string | null
  title: string | null
  first_name: string
  last_name: string
  company: string | null
  department: string | null
  street: string
  zipcode: string | null
  city: string
  phone_number: string | null
  additional_address_line1: string | null
  additional_address_line2: string | null
  created_at: string
  updated_at: string | null
}

export type AddressFields = Omit<AddressRow, 'id' | 'customer_id' | 'created_at' | 'updated_at'>

/**
 * A stored address as the keys of an address payload: the defaults of a partial PATCH, and what the
 * checkout's address rules check with the very same validation as the address routes.
 */
export function addressPayload(row: AddressRow): Record<string, unknown> {
  return {
    countryId: row.country_id,
    countryStateId: row.country_state_id,
    salutationId: row.salutation_id,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    department: row.department,
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    phoneNumber: row.phone_number,
    additionalAddressLine1: row.additional_address_line1,
    additionalAddressLine2: row.additional_address_line2,
  }
}

export function customerById(db: Db, id: string): CustomerRow | undefined {
  return db.prepare<[string], CustomerRow>('SELECT * FROM customer WHERE id = ?').get(id)
}

/** The registered (non-guest) customer of a sales channel with this email, case-insensitively. */
export function customerByEmail(db: Db, salesChannelId: string, email: string): CustomerRow | undefined {
  return db
    .prepare<[string, string], CustomerRow>(
      'SELECT * FROM customer WHERE sales_channel_id = ? AND lower(email) = lower(?) AND guest = 0',
    )
    .get(salesChannelId, email.trim())
}

export function addressById(db: Db, id: string): AddressRow | undefined {
  return db.prepare<[string], AddressRow>('SELECT * FROM customer_address WHERE id = ?').get(id)
}

/** The address only when it belongs to `customerId`; another customer's address is "not found". */
export function ownAddress(db: Db, customerId: string, id: string): AddressRow | undefined {
  return db
    .prepare<[string, string], AddressRow>('SELECT * FROM customer_address WHERE id = ? AND customer_id = ?')
    .get(id, customerId)
}

export function addressesOf(db: Db, customerId: string): AddressRow[] {
  return db
    .prepare<[string], AddressRow>(
      'SELECT * FROM customer_address WHERE customer_id = ? ORDER BY created_at, id',
    )
    .all(customerId)
}

export function insertAddress(
  db: Db,
  id: string,
  customerId: string,
  fields: AddressFields,
  at: string,
): void {
  db.prepare(
    `INSERT INTO customer_address (id, customer_id, country_id, country_state_id, salutation_id, title,
       first_name, last_name, company, department, street, zipcode, city, phone_number,
       additional_address_line1, additional_address_line2, created_at, updated_at)
     VALUES (@id, @customer_id, @country_id, @country_state_id, @salutation_id, @title, @first_name,
       @last_name, @company, @department, @street, @zipcode, @city, @phone_number,
       @additional_address_line1, @additional_address_line2, @created_at, NULL)`,
  ).run({ ...fields, id, customer_id: customerId, created_at: at })
}

export function updateAddress(db: Db, id: string, fields: AddressFields, at: string): void {
  db.prepare(
    `UPDATE customer_address SET country_id = @country_id, country_state_id = @country_state_id,
       salutation_id = @salutation_id, title = @title, first_name = @first_name, last_name = @last_name,
       company = @company, department = @department, street = @street, zipcode = @zipcode, city = @city,
       phone_number = @phone_number, additional_address_line1 = @additional_address_line1,
       additional_address_line2 = @additional_address_line2, updated_at = @updated_at
     WHERE id = @id`,
  ).run({ ...fields, id, updated_at: at })
}

/** Next value of a number range (customer numbers, order numbers, documents), starting after `start`. */
export function nextNumber(db: Db, name: string, start = 10000): string {
  const row = db
    .prepare<[string, number], { last_value: number }>(
      `INSERT INTO number_range (name, last_value) VALUES (?, ? + 1)
       ON CONFLICT (name) DO UPDATE SET last_value = last_value + 1
       RETURNING last_value`,
    )
    .get(name, start)
  return String(row?.last_value ?? start + 1)
}
