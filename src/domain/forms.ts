// CMS forms (contact, newsletter): field names, the submission outcome and the mapping of Store API
// violations to fields. Imports only domain modules.

import { asFailure, type ViolationReason } from './failure.ts'

/** `unsubscribe`: the newsletter's unsubscribe page and the account's newsletter card. */
export type CmsFormKind = 'contact' | 'newsletter' | 'unsubscribe'

export type FormValues = Readonly<Record<string, string>>

/** Why a submission failed, in the terms the form shows. */
export type FormFailure =
  /** Field → what is wrong with it. */
  | { kind: 'violations'; fields: Record<string, ViolationReason> }
  /** Seconds to wait, null when the server did not say. */
  | { kind: 'rate-limited'; seconds: number | null }
  /** The bot protection refused the submission (no token, or a refused one). */
  | { kind: 'captcha' }
  | { kind: 'failed' }

/** Why a submission failed, from whatever the submit actor threw. */
export function formFailure(error: unknown): FormFailure {
  const failure = asFailure(error)
  if (failure.reason === 'rateLimited') return { kind: 'rate-limited', seconds: failure.retryAfterSeconds }
  if (failure.reason === 'captchaFailed') return { kind: 'captcha' }
  if (failure.status === 400) {
    const fields: Record<string, ViolationReason> = {}
    for (const violation of failure.violations) {
      const field = violation.pointer?.replace(/^\//, '').split('/')[0]
      if (field && !(field in fields)) fields[field] = violation.reason
    }
    if (Object.keys(fields).length > 0) return { kind: 'violations', fields }
  }
  return { kind: 'failed' }
}
