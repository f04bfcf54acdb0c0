// CMS forms (contact, newsletter): field names, the submission outcome and the mapping of Store API
// violations to fields. Imports nothing.

export type CmsFormKind = 'contact' | 'newsletter'

export type FormValues = Readonly<Record<string, string>>

/** Why a submission failed, in the terms the form shows. */
export type FormFailure =
  /** Field → Store API violation code (`VIOLATION::IS_BLANK_ERROR` …). */
  | { kind: 'violations'; fields: Record<string, string> }
  | { kind: 'rate-limited'; seconds: number }
  | { kind: 'failed' }

export interface ErrorDetailLike {
  code?: string
  source?: { pointer?: string }
  meta?: { parameters?: Record<string, unknown> }
}

/** Store API failure (status + error entries) → FormFailure. */
export function formFailure(status: number, details: readonly ErrorDetailLike[]): FormFailure {
  if (status === 429) {
    const seconds = Number(details[0]?.meta?.parameters?.seconds)
    return {
      kind: 'rate-limited',
      seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 30,
    }
  }
  if (status === 400) {
    const fields: Record<string, string> = {}
    for (const detail of details) {
      const field = detail.source?.pointer?.replace(/^\//, '').split('/')[0]
      if (field && detail.code && !(field in fields)) fields[field] = detail.code
    }
    if (Object.keys(fields).length > 0) return { kind: 'violations', fields }
  }
  return { kind: 'failed' }
}

export function isFormFailure(value: unknown): value is FormFailure {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false
  const kind = (value as { kind: unknown }).kind
  return kind === 'violations' || kind === 'rate-limited' || kind === 'failed'
}
