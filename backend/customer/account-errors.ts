import { ApiProblem } from '../http/errors.ts'
import type { Violations } from './validate.ts'

/** Shopware's customer account exceptions and the violations its account routes add. */

export const badCredentials = () =>
  new ApiProblem(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.')

export const notFoundByHash = (hash: string) =>
  new ApiProblem(
    404,
    'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH',
    `No matching customer for the hash "${hash}" was found.`,
    { parameters: { hash } },
  )

export const noHashProvided = () =>
  new ApiProblem(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.')

export const optInNotCompleted = (customerId: string) =>
  new ApiProblem(
    401,
    'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
    `The customer with the id "${customerId}" has not completed the opt-in.`,
    { parameters: { customerId } },
  )

export const alreadyConfirmed = (customerId: string) =>
  new ApiProblem(
    412,
    'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
    `The customer with the id "${customerId}" is already confirmed.`,
    { parameters: { customerId } },
  )

export const recoveryHashExpired = (hash: string) =>
  new ApiProblem(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, {
    parameters: { hash },
  })

export const unknownPaymentMethod = (paymentMethodId: string) =>
  new ApiProblem(
    400,
    'CHECKOUT__UNKNOWN_PAYMENT_METHOD',
    `The payment method ${paymentMethodId} could not be found.`,
    { parameters: { paymentMethodId } },
  )

export function passwordNotCorrect(v: Violations): void {
  v.add('CUSTOMER_PASSWORD_NOT_CORRECT', '/password', 'Password does not match.')
}

export function notEqual(v: Violations, pointer: string, compared: string): void {
  v.add('NOT_EQUAL_ERROR', pointer, `This value should be equal to ${JSON.stringify(compared)}.`, {
    '{{ compared_value }}': JSON.stringify(compared),
  })
}

export function emailNotUnique(v: Violations, email: string): void {
  v.add('CUSTOMER_EMAIL_NOT_UNIQUE', '/email', `The email address ${email} is already in use.`, {
    '{{ email }}': email,
  })
}

/** accountType is optional, but when given it must be `private` or `business`. */
export function checkAccountType(v: Violations, raw: unknown): void {
  if (raw !== undefined && raw !== null && raw !== 'private' && raw !== 'business') {
    v.add('NO_SUCH_CHOICE_ERROR', '/accountType', 'The value you selected is not a valid choice.', {
      '{{ value }}': JSON.stringify(String(raw).slice(0, 50)),
    })
  }
}
