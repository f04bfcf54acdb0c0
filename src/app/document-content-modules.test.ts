import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_CONTENT_MODULES } from './document-page.tsx'

// The server preloads the chunks of DOCUMENT_CONTENT_MODULES with the document entry; a content
// module that `documentContent` imports but the list misses would go back to being preloaded by
// Vite's helper inside the entry's task, with nothing else failing.
describe('DOCUMENT_CONTENT_MODULES', () => {
  it('lists every module documentContent imports before hydrating, by its source path', () => {
    const source = readFileSync(path.resolve('src/app/document-page.tsx'), 'utf8')
    const body = source.slice(source.indexOf('export async function documentContent'))
    const end = body.indexOf('\n}\n')
    const imported = [...body.slice(0, end).matchAll(/import\(\s*'\.\.\/([^']+)'\s*\)/g)].map(
      (match) => `src/${match[1]}`,
    )
    expect(imported.length).toBeGreaterThan(0)
    expect([...new Set(imported)].sort()).toEqual(Object.values(DOCUMENT_CONTENT_MODULES).sort())
  })
})
