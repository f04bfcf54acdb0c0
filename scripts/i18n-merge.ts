/**
 * Fills empty translations in every catalog locales/<locale>/*.po (each of `LOCALES` in
 * src/domain/locale.ts) from JSON files in locales/incoming/*.json, shaped `{ "<English source message>": { "de-DE": "…", "fr-FR": "…" } }`
 * (an optional "en-GB" entry overrides the source wording for British readers, e.g. cart → basket).
 *
 * Used when several people add messages at once: each writes their translations to their own JSON
 * file instead of editing the shared catalogs, then `npm run i18n:extract && npx tsx
 * scripts/i18n-merge.ts` brings them in. Existing translations are never overwritten (except an en-GB
 * entry that is still a copy of the source text, when a British override exists). Prints the
 * messages that still lack a translation.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCALES, type Locale } from '../src/domain/locale.ts'
import { parsePo } from './lib/po.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** English is the source language: its catalog may stay empty (the source text is shown). */
const OPTIONAL: readonly Target[] = ['en-GB']
type Target = Locale

function unquote(body: string): string {
  return body.replace(/\\(.)/g, (_m, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch))
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`
}

function readIncoming(): Map<string, Partial<Record<Target, string>>> {
  const dir = path.join(root, 'locales', 'incoming')
  const merged = new Map<string, Partial<Record<Target, string>>>()
  if (!existsSync(dir)) return merged
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      Partial<Record<Target, string>>
    >
    for (const [source, translations] of Object.entries(data)) {
      merged.set(source, { ...merged.get(source), ...translations })
    }
  }
  return merged
}

/** Rewrites one catalog, entry by entry (blank-line separated), filling only empty msgstr. */
function fill(
  locale: Target,
  file: string,
  incoming: Map<string, Partial<Record<Target, string>>>,
  known: Map<string, string>,
): string[] {
  const blocks = readFileSync(file, 'utf8').split(/\n\n/)
  const missing: string[] = []
  const out = blocks.map((block) => {
    const lines = block.split('\n')
    const idStart = lines.findIndex((line) => line.startsWith('msgid '))
    const strStart = lines.findIndex((line) => line.startsWith('msgstr '))
    if (idStart < 0 || strStart < 0) return block
    const id = lines
      .slice(idStart, strStart)
      .map((line, index) => unquote((index === 0 ? line.slice(6) : line).trim().replace(/^"|"$/g, '')))
      .join('')
    if (id === '') return block
    const current = lines
      .slice(strStart)
      .map((line, index) => unquote((index === 0 ? line.slice(7) : line).trim().replace(/^"|"$/g, '')))
      .join('')
    const translation = incoming.get(id)?.[locale] ?? (locale === 'en-GB' ? undefined : known.get(id))
    // en-GB: extraction copies the source text; a British override replaces exactly that copy.
    const overridable =
      locale === 'en-GB' && current === id && translation !== undefined && translation !== id
    if (current !== '' && !overridable) return block
    if (!translation) {
      if (!OPTIONAL.includes(locale)) missing.push(id)
      return block
    }
    return [...lines.slice(0, strStart), `msgstr ${quote(translation)}`].join('\n')
  })
  writeFileSync(file, out.join('\n\n'))
  return missing
}

const incoming = readIncoming()
let exitCode = 0
for (const locale of LOCALES) {
  const dir = path.join(root, 'locales', locale)
  const catalogs = readdirSync(dir).filter((entry) => entry.endsWith('.po'))
  // A message one catalog already translates is the same message in another (e.g. a shared label).
  const known = new Map<string, string>()
  for (const name of catalogs) {
    for (const [id, text] of parsePo(readFileSync(path.join(dir, name), 'utf8')))
      if (text) known.set(id, text)
  }
  for (const name of catalogs) {
    const missing = fill(locale, path.join(dir, name), incoming, known)
    if (missing.length > 0) {
      exitCode = 1
      console.log(`${locale}/${name}: ${missing.length} untranslated`)
      for (const id of missing) console.log(`  ${JSON.stringify(id)}`)
    }
  }
}
process.exit(exitCode)
