/**
 * What a client chunk is made of: reads dist/client/assets/<chunk>.js.map (the build writes source
 * maps) and attributes every byte of the minified output to the package or source folder its
 * mapping names, so a question like "how much of the framework chunk is the router" has a figure.
 * Bytes without a mapping (the bundler's own glue) count as `(unmapped)`.
 *
 *   npx tsx scripts/analyse-chunks.ts [chunk name prefix ...]   e.g. framework entry-client
 *
 * Without a prefix it lists every chunk the entry imports statically (the hydration path).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decode } from '@jridgewell/sourcemap-codec'

const ASSETS = 'dist/client/assets'
/** `--files`: one row per source file instead of per package or folder. */
const BY_FILE = process.argv.includes('--files')

interface SourceMap {
  sources: string[]
  mappings: string
}

interface Manifest {
  [key: string]: { file: string; imports?: string[]; isEntry?: boolean }
}

/** node_modules/<pkg> (scoped too) or the first two folders below src/, else the path itself. */
export function ownerOf(source: string): string {
  const normalised = source.replaceAll('\\', '/')
  if (BY_FILE) return normalised.replace(/^(\.\.\/)+/, '')
  const inModules = normalised.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const [first = '', second = ''] = normalised.slice(inModules + 'node_modules/'.length).split('/')
    return first.startsWith('@') ? `${first}/${second}` : first
  }
  const inSrc = normalised.indexOf('src/')
  if (inSrc >= 0) return normalised.slice(inSrc).split('/').slice(0, 3).join('/')
  return normalised.replace(/^(\.\.\/)+/, '')
}

/** Minified bytes per owner: each mapped segment owns the columns up to the next segment. */
export function bytesPerOwner(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>()
  const add = (owner: string, bytes: number) => totals.set(owner, (totals.get(owner) ?? 0) + bytes)
  const lines = code.split('\n')
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? ''
    let covered = 0
    segments.forEach((segment, index) => {
      const start = segment[0]
      const end = segments[index + 1]?.[0] ?? line.length
      if (start > covered) add('(unmapped)', start - covered)
      const source = segment.length >= 4 ? map.sources[segment[1] ?? -1] : undefined
      add(source ? ownerOf(source) : '(unmapped)', Math.max(0, end - start))
      covered = Math.max(covered, end)
    })
    if (line.length > covered) add('(unmapped)', line.length - covered)
  })
  return totals
}

function report(file: string): void {
  const code = readFileSync(join(ASSETS, file), 'utf8')
  const gzip = gzipSync(code, { level: 9 }).length
  console.log(`\n${file}: ${(code.length / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`)
  // The bundler's runtime chunk is written without a map.
  if (!existsSync(join(ASSETS, `${file}.map`))) return
  const map = JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8')) as SourceMap
  const rows = [...bytesPerOwner(code, map)].sort((a, b) => b[1] - a[1])
  for (const [owner, bytes] of rows) {
    if (bytes < 200) continue
    // Gzip share estimated in proportion to raw bytes (gzip ratios differ little between packages).
    const share = (bytes / code.length) * gzip
    console.log(
      `  ${(bytes / 1024).toFixed(1).padStart(7)} KB raw ~${(share / 1024).toFixed(1).padStart(5)} KB gz  ${owner}`,
    )
  }
}

const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest
const prefixes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const files = new Set<string>()
if (prefixes.length === 0) {
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
} else {
  for (const chunk of Object.values(manifest)) {
    const name = chunk.file.replace(/^assets\//, '')
    if (prefixes.some((prefix) => name.startsWith(prefix) || name.startsWith(`_${prefix}`)))
      files.add(chunk.file)
  }
}
for (const file of files) report(file.replace(/^assets\//, ''))
