/**
 * After `npm run build`: every source file that declares a message and is part of the JavaScript a
 * chrome-only page hydrates with (the entry, what it imports, the home and catch-all routes'
 * component chunks and the error pages) must be one of CHROME_SOURCES; otherwise that text would
 * hydrate as its message id. Reads the build manifest, the chunks' source maps and the `#:` origins
 * of locales/en-GB/messages.po. Exits 1 and names the files when one is missing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHROME_SOURCES, isChromeSource } from './lib/chrome-catalog.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

const CLIENT = 'dist/client'
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>
const HYDRATION_ROOTS = [
  ...Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  'src/routes/index.tsx?tsr-split=component',
  'src/routes/$.tsx?tsr-split=component',
  'src/features/errors/RouteError.tsx',
]

const files = new Set<string>()
const visit = (key: string): void => {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
for (const key of HYDRATION_ROOTS) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest: update HYDRATION_ROOTS`)
  visit(key)
}

const sources = new Set<string>()
for (const file of files) {
  const mapFile = join(CLIENT, `${file}.map`)
  if (!existsSync(mapFile)) continue
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }
  for (const source of map.sources) {
    if (!source.includes('node_modules')) sources.add(source.replace(/^(\.\.\/)+/, '').split('?')[0] ?? '')
  }
}

const po = readFileSync('locales/en-GB/messages.po', 'utf8')
const declaring = new Set([...po.matchAll(/^#: (.*)$/gm)].flatMap((match) => (match[1] ?? '').split(' ')))
const missing = [...sources].filter((source) => declaring.has(source) && !isChromeSource(source)).sort()

if (missing.length > 0) {
  console.error(
    `These files hydrate with the page chrome but their messages are not in its catalog; add them to CHROME_SOURCES (scripts/lib/chrome-catalog.ts):\n  ${missing.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(
  `chrome catalog: ${sources.size} source files in ${files.size} hydration chunks; all that declare messages are in ${CHROME_SOURCES.length} CHROME_SOURCES entries`,
)
