import { createHash } from 'node:crypto'
import { violationAt } from './validate.ts'
import type { ApiErrorEntry } from '../http/errors.ts'

/** Shopware's constraints of the contact and newsletter forms, as its violation entries. */

const UUID = /^[0-9a-f]{32}$/
// Symfony's "html5" e-mail mode, which Shopware uses.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export const FORM_LIMITS = {
  name: 255,
  email: 254,
  phone: 64,
  subject: 255,
  comment: 5000,
  commentMin: 10,
} as const

type Body = Record<string, unknown>

/** A trimmed string field of a form body ('' when missing or not a string). */
export function formText(body: Body, field: string): string {
  const value = body[field]
  return typeof value === 'string' ? value.trim() : ''
}

export function blankViolation(field: string, value: unknown): ApiErrorEntry {
  return violationAt(field, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.', {
    '{{ value }}': JSON.stringify(typeof value === 'string' ? value : null),
  })
}

function required(errors: ApiErrorEntry[], body: Body, field: string, max: number, min = 0): void {
  const value = formText(body, field)
  if (value === '') errors.push(blankViolation(field, body[field]))
  else optional(errors, body, field, max, min)
}

function optional(errors: ApiErrorEntry[], body: Body, field: string, max: number, min = 0): void {
  const raw = body[field]
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    errors.push(
      violationAt(field, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type string.', {
        '{{ value }}': JSON.stringify(raw),
        '{{ type }}': 'string',
      }),
    )
    return
  }
  const value = formText(body, field)
  if (value.length > max)
    errors.push(
      violationAt(
        field,
        'VIOLATION::TOO_LONG_ERROR',
        `This value is too long. It should have ${max} characters or less.`,
        { '{{ value }}': JSON.stringify(value.slice(0, 50)), '{{ limit }}': max },
      ),
    )
  else if (value !== '' && value.length < min)
    errors.push(
      violationAt(
        field,
        'VIOLATION::TOO_SHORT_ERROR',
        `This value is too short. It should have ${min} characters or more.`,
        { '{{ value }}': JSON.stringify(value), '{{ limit }}': min },
      ),
    )
}

/** NotBlank + Symfony's html5 e-mail format on `email`. */
export function emailViolations(errors: ApiErrorEntry[], body: Body): void {
  const value = formText(body, 'email')
  if (value === '') errors.push(blankViolation('email', body.email))
  else if (value.length > FORM_LIMITS.email || !EMAIL.test(value))
    errors.push(
      violationAt(
        'email',
        'VIOLATION::INVALID_EMAIL_FORMAT_ERROR',
        'This value is not a valid email address.',
        { '{{ value }}': JSON.stringify(value.slice(0, 100)) },
      ),
    )
}

function uuid(errors: ApiErrorEntry[], body: Body, field: string): void {
  const value = body[field]
  if (value === undefined || value === null || value === '') return
  if (typeof value !== 'string' || !UUID.test(value))
    errors.push(
      violationAt(field, 'VIOLATION::INVALID_UUID_ERROR', 'This is not a valid UUID.', {
        '{{ value }}': JSON.stringify(value),
      }),
    )
}

/** Shopware's contact form constraints (firstName/lastName/phone optional in the default config). */
export function contactViolations(body: Body): ApiErrorEntry[] {
  const errors: ApiErrorEntry[] = []
  uuid(errors, body, 'salutationId')
  optional(errors, body, 'firstName', FORM_LIMITS.name)
  optional(errors, body, 'lastName', FORM_LIMITS.name)
  emailViolations(errors, body)
  optional(errors, body, 'phone', FORM_LIMITS.phone)
  required(errors, body, 'subject', FORM_LIMITS.subject)
  required(errors, body, 'comment', FORM_LIMITS.comment, FORM_LIMITS.commentMin)
  uuid(errors, body, 'slotId')
  uuid(errors, body, 'navigationId')
  return errors
}

/** Shopware's NewsletterSubscribeRoute options. */
export const NEWSLETTER_OPTIONS: readonly string[] = [
  'direct',
  'subscribe',
  'confirmSubscribe',
  'unsubscribe',
]

export function newsletterViolations(body: Body): ApiErrorEntry[] {
  const errors: ApiErrorEntry[] = []
  emailViolations(errors, body)
  const option = formText(body, 'option')
  if (option === '') errors.push(blankViolation('option', body.option))
  else if (!NEWSLETTER_OPTIONS.includes(option))
    errors.push(
      violationAt(
        'option',
        'VIOLATION::NO_SUCH_CHOICE_ERROR',
        'The value you selected is not a valid choice.',
        {
          '{{ value }}': JSON.stringify(option.slice(0, 200)),
          '{{ choices }}': NEWSLETTER_OPTIONS.map((o) => JSON.stringify(o)).join(', '),
        },
      ),
    )
  if (formText(body, 'storefrontUrl') === '') errors.push(blankViolation('storefrontUrl', body.storefrontUrl))
  uuid(errors, body, 'salutationId')
  uuid(errors, body, 'languageId')
  optional(errors, body, 'firstName', FORM_LIMITS.name)
  optional(errors, body, 'lastName', FORM_LIMITS.name)
  return errors
}

/** The `em` parameter of the confirmation link: sha1 of the address, as Shopware builds it. */
export const emailHash = (address: string): string => createHash('sha1').update(address).digest('hex')
