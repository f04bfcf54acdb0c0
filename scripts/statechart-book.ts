// Writes the statechart book (scripts/statecharts/book.ts) to a folder that can be shared: one
// self-contained HTML page per machine and an index, opened from a file with no network.
// `npm run statecharts:book` writes test-results/statechart-book/; `--out <dir>` writes elsewhere.
// The dev server serves the same pages at /_dev/statecharts/ (server/dev-statecharts.ts).

import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderBook } from './statecharts/book.ts'

export const DEFAULT_BOOK_DIR = 'test-results/statechart-book'

/** Writes every page into `dir` (created if missing); returns the files written. */
export function writeBook(dir: string): string[] {
  mkdirSync(dir, { recursive: true })
  const written: string[] = []
  for (const [name, html] of renderBook()) {
    const file = join(dir, name)
    writeFileSync(file, html)
    written.push(file)
  }
  return written
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const at = process.argv.indexOf('--out')
  const dir = resolve((at >= 0 ? process.argv[at + 1] : undefined) ?? DEFAULT_BOOK_DIR)
  const files = writeBook(dir)
  console.log(`wrote ${files.length} pages to ${dir}; open ${join(dir, 'index.html')}`)
}
