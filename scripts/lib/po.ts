/**
 * Minimal reader for gettext .po files as Lingui's po formatter writes them: msgid → msgstr.
 * Multi-line strings are joined; messages with a msgctxt are skipped (ambiguous by id alone).
 */
function unquote(line: string): string {
  const body = line.trim().replace(/^"|"$/g, '')
  return body.replace(/\\(.)/g, (_m, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch))
}

export function parsePo(text: string): Map<string, string> {
  const messages = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | 'other' | undefined
  let msgid = ''
  let msgstr = ''
  let hasContext = false
  const flush = (): void => {
    // Messages with a context (msgctxt) are ambiguous by id alone; tests do not use them.
    if (msgid && !hasContext) messages.set(msgid, msgstr)
    msgid = ''
    msgstr = ''
    hasContext = false
    field = undefined
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '') flush()
    else if (line.startsWith('#')) continue
    else if (line.startsWith('msgctxt ')) {
      if (field === 'msgstr') flush()
      hasContext = true
      field = 'other'
    } else if (line.startsWith('msgid ')) {
      if (field === 'msgstr') flush()
      field = 'msgid'
      msgid = unquote(line.slice(6))
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      msgstr = unquote(line.slice(7))
    } else if (line.startsWith('"')) {
      if (field === 'msgid') msgid += unquote(line)
      else if (field === 'msgstr') msgstr += unquote(line)
    }
  }
  flush()
  return messages
}
