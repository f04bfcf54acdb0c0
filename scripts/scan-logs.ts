/**
 * Scans server logs for secrets and personal data (`tsx scripts/scan-logs.ts <log file>…`):
 * e-mail addresses, fields named like secrets that were not redacted, and any value given with
 * `--secret <value>` (repeatable) or in LOG_SECRETS (newline-separated), such as the passwords,
 * addresses and names an e2e run typed. Prints `file:line: kind (detail)` per finding, never the
 * value, and exits 1 when there is any. The rules are server/observability/log-scan.ts.
 */
import { readFileSync } from 'node:fs'
import { scanLog } from '../server/observability/log-scan.ts'

const files: string[] = []
const secrets = (process.env.LOG_SECRETS ?? '').split('\n').filter(Boolean)
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? ''
  if (arg === '--secret') secrets.push(args[++i] ?? '')
  else if (arg.startsWith('--secret=')) secrets.push(arg.slice('--secret='.length))
  else files.push(arg)
}
if (files.length === 0) {
  console.error('usage: tsx scripts/scan-logs.ts <log file>… [--secret <value>]…')
  process.exit(2)
}
let found = 0
for (const file of files) {
  for (const finding of scanLog(readFileSync(file, 'utf8'), secrets)) {
    found++
    console.log(`${file}:${finding.line}: ${finding.kind} (${finding.detail})`)
  }
}
console.log(
  found === 0 ? `No secrets or personal data in ${files.length} log file(s)` : `${found} finding(s)`,
)
process.exit(found === 0 ? 0 : 1)
