import { describe, expect, it } from 'vitest'
import { parsePo } from './po.ts'

describe('parsePo', () => {
  it('reads msgid → msgstr, joins multi-line strings, unescapes and skips headers and contexts', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Content-Type: text/plain; charset=utf-8\\n"',
      '',
      '#: src/features/errors/ErrorPage.tsx',
      'msgid "Page not found: {path}"',
      'msgstr "Seite nicht gefunden: {path}"',
      '',
      'msgid ""',
      '"Our shop is being updated "',
      '"and will be back shortly."',
      'msgstr ""',
      '"Unser Shop wird aktualisiert "',
      '"und ist bald zurück."',
      '',
      'msgid "Say \\"hi\\""',
      'msgstr ""',
      '',
      'msgctxt "button"',
      'msgid "Open"',
      'msgstr "Öffnen"',
    ].join('\n')
    expect([...parsePo(po)]).toEqual([
      ['Page not found: {path}', 'Seite nicht gefunden: {path}'],
      [
        'Our shop is being updated and will be back shortly.',
        'Unser Shop wird aktualisiert und ist bald zurück.',
      ],
      ['Say "hi"', ''],
    ])
  })
})
