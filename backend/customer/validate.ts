import { isRecord } from '../lib/plain-data.ts'
import type { RequestContext } from '../core/context.ts'
import { ApiProblem, type ApiErrorEntry } from '../http/errors.ts'
import type { Shop } from '../core/shop.ts'
import { isId } from '../lib/ids.ts'
import type { AddressFields } from '../core/customers.ts'

type Json = Record<string, unknown>

/** One constraint violation in Shopware's shape; `code` with its `VIOLATION::` prefix. */
export function violationEntry(
  pointer: string,
  code: string,
  detail: string,
  parameters: Record<string, unknown> = {},
): ApiErrorEntry {
  return {
    status: '400',
    code,
    title: 'Constraint violation error',
    detail,
    source: { pointer },
    meta: { parameters },
  }
}

/** The violation of a top-level body field (`/field`). */
export function violationAt(
  field: string,
  code: string,
  detail: string,
  parameters: Record<string, unknown>,
): ApiErrorEntry {
  return violationEntry(`/${field}`, code, detail, parameters)
}

/**
 * Collects Symfony/Shopware constraint violations and throws them as one 400, in Shopware's shape:
 * `{ status: '400', code: 'VIOLATION::…', title: 'Constraint violation error', detail, source: { pointer },
 * meta: { parameters } }`.
 */
export class Violations {
  readonly list: ApiErrorEntry[] = []

  add(code: string, pointer: string, detail: string, parameters: Record<string, unknown> = {}): void {
    this.list.push(violationEntry(pointer, `VIOLATION::${code}`, detail, parameters))
  }

  has(pointer: string): boolean {
    return this.list.some((e) => e.source?.pointer === pointer)
  }

  blank(pointer: string): void {
    this.add('IS_BLANK_ERROR', pointer, 'This value should not be blank.', { '{{ value }}': 'null' })
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw ApiProblem.many(400, this.list)
  }
}

/** A trimmed string field, or null when missing, empty or not a scalar. */
export function text(body: Json, key: string): string | null {
  const v = body[key]
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v !== 'string') return null
  const t = v.trim()
  return t === '' ? null : t
}

export const NAME_MAX_LENGTH = 255
const EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\]{2,}$/

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}

/** NotBlank + Email(strict): returns the e-mail or null after recording the violation. */
export function requireEmail(v: Violations, body: Json, key: string, pointer = `/${key}`): string | null {
  const email = text(body, key)
  if (!email) {
    v.blank(pointer)
    return null
  }
  if (!isEmail(email)) {
    v.add('STRICT_CHECK_FAILED_ERROR', pointer, 'This value is not a valid email address.', {
      '{{ value }}': JSON.stringify(email.slice(0, 254)),
    })
    return null
  }
  return email
}

/** NotBlank + Length(min): the raw password (never trimmed, never echoed in the error). */
export function requirePassword(v: Violations, body: Json, key: string, minLength: number): string | null {
  const raw = body[key]
  const password = typeof raw === 'string' ? raw : null
  if (!password || password.trim() === '') {
    v.blank(`/${key}`)
    return null
  }
  if ([...password].length < minLength) {
    v.add(
      'TOO_SHORT_ERROR',
      `/${key}`,
      `This value is too short. It should have ${minLength} characters or more.`,
      { '{{ limit }}': minLength },
    )
    return null
  }
  if (password.length > 1024) {
    v.add('TOO_LONG_ERROR', `/${key}`, 'This value is too long. It should have 1024 characters or less.', {
      '{{ limit }}': 1024,
    })
    return null
  }
  return password
}

/** NotBlank + max length for names and address lines. */
export function requireName(v: Violations, body: Json, key: string, pointer: string): string | null {
  const value = text(body, key)
  if (!value) {
    v.blank(pointer)
    return null
  }
  return maxLength(v, value, pointer)
}

export function optionalText(v: Violations, body: Json, key: string, pointer: string): string | null {
  const value = text(body, key)
  return value === null ? null : maxLength(v, value, pointer)
}

function maxLength(v: Violations, value: string, pointer: string): string | null {
  if ([...value].length > NAME_MAX_LENGTH) {
    v.add(
      'TOO_LONG_ERROR',
      pointer,
      `This value is too long. It should have ${NAME_MAX_LENGTH} characters or less.`,
      { '{{ limit }}': NAME_MAX_LENGTH },
    )
    return null
  }
  return value
}

/** EntityExists for a salutation; a missing salutation falls back to "not specified" (Shopware 6.6). */
export function salutationId(shop: Shop, ctx: RequestContext, v: Violations, body: Json, pointer: string) {
  const id = text(body, 'salutationId')
  if (id === null) return null
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  if (!isId(id) || !cache.salutations.some((s) => s.id === id)) {
    v.add('ENTITY_DOES_NOT_EXIST', pointer, `The salutation entity with id "${id}" does not exist.`, {
      '{{ id }}': id,
      '{{ entity }}': 'salutation',
    })
    return null
  }
  return id
}

/**
 * Validates an address payload (register's billingAddress/shippingAddress, address create/update).
 * `prefix` is the pointer prefix ('/billingAddress' or '').
 */
export function validateAddress(
  shop: Shop,
  ctx: RequestContext,
  v: Violations,
  input: unknown,
  prefix: string,
): AddressFields | null {
  if (!isRecord(input)) {
    v.blank(prefix === '' ? '/' : prefix)
    return null
  }
  const body = input as Json
  const at = (key: string) => `${prefix}/${key}`
  const before = v.list.length
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const countryIdValue = text(body, 'countryId')
  let country: Json | undefined
  if (!countryIdValue) v.blank(at('countryId'))
  else {
    country = cache.countries.find((c) => c.id === countryIdValue)
    if (!country) {
      v.add(
        'ENTITY_DOES_NOT_EXIST',
        at('countryId'),
        `The country entity with id "${countryIdValue}" does not exist.`,
        { '{{ id }}': countryIdValue, '{{ entity }}': 'country' },
      )
    }
  }
  const firstName = requireName(v, body, 'firstName', at('firstName'))
  const lastName = requireName(v, body, 'lastName', at('lastName'))
  const street = requireName(v, body, 'street', at('street'))
  const city = requireName(v, body, 'city', at('city'))
  const zipcode = optionalText(v, body, 'zipcode', at('zipcode'))
  const row = country ? shop.countryRows.get(String(country.id)) : undefined
  if (row && zipcode === null && Number(row.postal_code_required) === 1 && !v.has(at('zipcode'))) {
    v.blank(at('zipcode'))
  }
  if (row && zipcode !== null && Number(row.check_postal_code_pattern) === 1) {
    const pattern = typeof row.postal_code_pattern === 'string' ? row.postal_code_pattern : null
    if (pattern && !new RegExp(pattern).test(zipcode)) {
      v.add(
        'ZIP_CODE_INVALID',
        at('zipcode'),
        `This value is not a valid ZIP code for country ${String(row.iso)}`,
        { '{{ iso }}': String(row.iso) },
      )
    }
  }
  const stateId = text(body, 'countryStateId')
  const states = Array.isArray(country?.states) ? (country.states as Json[]) : []
  if (stateId !== null && country && !states.some((s) => s.id === stateId)) {
    v.add(
      'ENTITY_DOES_NOT_EXIST',
      at('countryStateId'),
      `The country_state entity with id "${stateId}" does not exist.`,
      { '{{ id }}': stateId, '{{ entity }}': 'country_state' },
    )
  }
  if (stateId === null && row && Number(row.force_state_in_registration) === 1) v.blank(at('countryStateId'))
  const salutation = salutationId(shop, ctx, v, body, at('salutationId'))
  const fields: AddressFields = {
    country_id: countryIdValue ?? '',
    country_state_id: stateId,
    salutation_id: salutation,
    title: optionalText(v, body, 'title', at('title')),
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    company: optionalText(v, body, 'company', at('company')),
    department: optionalText(v, body, 'department', at('department')),
    street: street ?? '',
    zipcode,
    city: city ?? '',
    phone_number: optionalText(v, body, 'phoneNumber', at('phoneNumber')),
    additional_address_line1: optionalText(v, body, 'additionalAddressLine1', at('additionalAddressLine1')),
    additional_address_line2: optionalText(v, body, 'additionalAddressLine2', at('additionalAddressLine2')),
  }
  return v.list.length === before ? fields : null
}

/** Birthday from birthdayDay/Month/Year (all three or none); a real calendar date in the past. */
export function birthday(v: Violations, body: Json): string | null {
  const parts = ['birthdayYear', 'birthdayMonth', 'birthdayDay'].map((k) => body[k])
  if (parts.every((p) => p === undefined || p === null || p === '')) return null
  const [y, m, d] = parts.map((p) => Number(p))
  const valid =
    Number.isInteger(y) && Number.isInteger(m) && Number.isInteger(d) && (y ?? 0) >= 1900 && (y ?? 0) <= 9999
  const iso = valid
    ? `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    : ''
  const date = new Date(`${iso}T00:00:00Z`)
  if (
    !valid ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== iso ||
    date > new Date()
  ) {
    v.add('INVALID_DATE_ERROR', '/birthdayDay', 'This value is not a valid date.')
    return null
  }
  return iso
}
