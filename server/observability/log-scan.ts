// The check that no log line carries a secret or a shopper's personal data, shared by the log test
// (log-privacy.test.ts) and scripts/scan-logs.ts (which an e2e run can point at the server's log).
// Two nets: what looks like data on its own (an e-mail address; a field named like a secret whose
// value is not the redaction mark), and the exact values the caller knows were typed in the run
// (the test's password, street, names, the tokens it was handed). A finding names the line and the
// kind, never the value, so a report does not leak what it found.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/

/** A JSON field named like a secret or personal datum with a string value other than '[redacted]'. */
const SENSITIVE_FIELD =
  /"(password|newPassword|contextToken|sw-context-token|sw-access-key|token|email|street|firstName|lastName|cookie|authorization)"\s*:\s*"(?!\[redacted\]")/i

export interface LogFinding {
  /** 1-based line number. */
  line: number
  kind: 'email' | 'sensitive field' | 'known secret'
  /** The field name, or the index of the known secret in the list given. */
  detail: string
}

/** Every finding in `text` (a log, one entry per line); `secrets`: values that must never appear. */
export function scanLog(text: string, secrets: readonly string[] = []): LogFinding[] {
  const findings: LogFinding[] = []
  const known = secrets.filter((secret) => secret.length >= 4)
  text.split('\n').forEach((content, index) => {
    const line = index + 1
    if (EMAIL.test(content)) findings.push({ line, kind: 'email', detail: 'address' })
    const field = SENSITIVE_FIELD.exec(content)
    if (field) findings.push({ line, kind: 'sensitive field', detail: field[1] ?? '' })
    known.forEach((secret, i) => {
      if (content.includes(secret)) findings.push({ line, kind: 'known secret', detail: `#${i + 1}` })
    })
  })
  return findings
}
