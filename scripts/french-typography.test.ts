import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_TEXTS } from '../backend/documents/texts.ts'
import { MAIL_COPY } from '../backend/mail/templates.ts'
import { TEXTS } from '../backend/payment/gateway/texts.ts'
import { frenchSpacingProblems, gluedPunctuation } from './lib/french-typography.ts'
import { parsePo } from './lib/po.ts'

/**
 * French sets a narrow no-break space before : ; ! ? (defect 23: "Référence:", "Date de commande:").
 * Every French text the shop can show or send is checked: the storefront catalogues, the demo
 * payment pages and the order documents; and no code glues a colon to a translated label, which is
 * how the defect got past catalogues that were right.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(dir, name))
}

/** Every string in a value, functions called with sample arguments. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return strings((value as (...args: unknown[]) => unknown)(2, 3))
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('French typography', () => {
  it('every fr-FR catalogue message has a no-break space before : ; ! ?', () => {
    const problems = files('locales/fr-FR', /\.po$/).flatMap((file) =>
      [...parsePo(readFileSync(path.join(root, file), 'utf8'))].flatMap(([id, text]) =>
        frenchSpacingProblems(text).map((p) => `${file}: "${id}" → …${p.at}`),
      ),
    )
    expect(problems).toEqual([])
  })

  it('the payment pages, order documents and mails in French', () => {
    const french = [TEXTS['fr-FR'], DOCUMENT_TEXTS['fr-FR'], MAIL_COPY['fr-FR']]
    const problems = french
      .flatMap(strings)
      .flatMap((text) => frenchSpacingProblems(text).map((p) => `"${text}" → …${p.at}`))
    expect(problems).toEqual([])
  })

  it('no code glues a colon (; ! ?) to a translated label', () => {
    const sources = [
      ...files('src', /\.tsx?$/),
      ...files('backend/documents', /\.ts$/),
      ...files('backend/payment/gateway', /\.ts$/),
      ...files('backend/mail', /\.ts$/),
    ]
    const problems = sources.flatMap((file) =>
      gluedPunctuation(readFileSync(path.join(root, file), 'utf8')).map((at) => `${file}: ${at}`),
    )
    expect(problems).toEqual([])
  })

  it('recognises the defects it guards against', () => {
    const dollar = '$'
    expect(frenchSpacingProblems('Référence: GW-1')).toHaveLength(1)
    expect(frenchSpacingProblems('Date de commande : 2 déc.')).toHaveLength(1)
    expect(
      frenchSpacingProblems('Référence\u202f: GW-1 ; ouvert de 9:00 à 18:00, https://a.example/?x=1'),
    ).toHaveLength(1)
    expect(frenchSpacingProblems('Vraiment\u202f?!')).toEqual([])
    expect(gluedPunctuation('<p>{t`Order date`}: {date}</p>')).toHaveLength(1)
    expect(gluedPunctuation(`write(\`${dollar}{texts.paymentMethod}: x\`)`)).toHaveLength(1)
    expect(gluedPunctuation('<Trans>Status</Trans>: {s}')).toHaveLength(1)
    expect(gluedPunctuation(`{t\`Order date: ${dollar}{date}\`}`)).toEqual([])
  })
})
