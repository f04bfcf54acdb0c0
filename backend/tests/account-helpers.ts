import { expect } from 'vitest'
import { IDS, idFor } from '../lib/ids.ts'
import type { OutboxMail } from '../mail/outbox.ts'
import type { TestBackend } from '../test-support/backend.ts'
import { type Call, call, get, str } from './helpers.ts'

export const STOREFRONT_URL = 'http://localhost:3000'
export const PASSWORD = 'correct-horse-42'

let counter = 0
/** A fresh, unique e-mail address per call (tests share one database per file). */
export function uniqueEmail(prefix = 'kunde'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.org`
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountType: 'private',
    salutationId: idFor('salutation', 'mr'),
    firstName: 'Max',
    lastName: 'Mustermann',
    email: uniqueEmail(),
    password: PASSWORD,
    acceptedDataProtection: true,
    storefrontUrl: STOREFRONT_URL,
    billingAddress: {
      countryId: IDS.countryDe,
      street: 'Hauptstraße 1',
      zipcode: '10115',
      city: 'Berlin',
    },
    ...overrides,
  }
}

export function headers(token?: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return { ...(token ? { 'sw-context-token': token } : {}), ...extra }
}

export function token(res: Call): string {
  const value = res.headers.get('sw-context-token')
  if (!value) throw new Error('response carries no sw-context-token')
  return value
}

/** The newest outbox mail to `recipient`. */
export function lastMailTo(t: TestBackend, recipient: string): OutboxMail {
  const mail = t.backend.listOutbox(500).find((m) => m.recipient === recipient)
  if (!mail) throw new Error(`no mail to ${recipient}`)
  return mail
}

/** em and hash of the confirmation link in the newest registration mail to `email`. */
export function confirmParams(t: TestBackend, email: string): { em: string; hash: string } {
  const mail = lastMailTo(t, email)
  expect(mail.template).toBe('customer.register.double_opt_in')
  const link = mail.links[0]
  if (!link) throw new Error('registration mail without link')
  const url = new URL(link)
  return { em: url.searchParams.get('em') ?? '', hash: url.searchParams.get('hash') ?? '' }
}

export interface Customer {
  email: string
  password: string
  token: string
  id: string
}

/** Registers, confirms through the mailed link and returns the logged-in session. */
export async function activeCustomer(
  t: TestBackend,
  overrides: Record<string, unknown> = {},
): Promise<Customer> {
  const body = registration(overrides)
  const email = String(body.email)
  const registered = await call(t, 'POST', '/account/register', { body })
  expect(registered.status).toBe(200)
  const confirmed = await call(t, 'POST', '/account/register-confirm', {
    body: confirmParams(t, email),
    headers: headers(token(registered)),
  })
  expect(confirmed.status).toBe(200)
  const me = await call(t, 'POST', '/account/customer', { headers: headers(token(confirmed)) })
  return { email, password: String(body.password), token: token(confirmed), id: str(me.body, 'id') }
}

export async function login(
  t: TestBackend,
  email: string,
  password: string,
  from?: string,
  extraHeaders: Record<string, string> = {},
): Promise<Call> {
  return call(t, 'POST', '/account/login', {
    body: { username: email, password },
    headers: headers(from, extraHeaders),
  })
}

export function errorCodes(res: Call): string[] {
  const errors = get(res.body, 'errors')
  return Array.isArray(errors) ? errors.map((e) => String(get(e, 'code'))) : []
}

export function pointers(res: Call): string[] {
  const errors = get(res.body, 'errors')
  return Array.isArray(errors) ? errors.map((e) => String(get(e, 'source', 'pointer'))) : []
}
