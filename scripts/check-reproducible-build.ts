/**
 * Builds the client twice from the same sources into two temporary directories and compares them
 * file by file (names and bytes): replicas built separately must serve each other's pages.
 * `npx tsx scripts/check-reproducible-build.ts` builds twice; `npm test` runs it with
 * `--against dist/client` after its production build (one more client build).
 *
 * The builds compared are the bundler's output. The precompressed `.br` and `.gz` beside each file
 * (vite.config.ts, precompress) are brotli and Zopfli of those bytes, both deterministic: the second
 * build leaves them out (PRECOMPRESS=0; Zopfli was half of a build's time), and each one the first
 * build wrote is decompressed and must give back its source, byte for byte.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { QUICK_PRECOMPRESSION_MARKER } from './lib/quick-precompression.ts'

const PRECOMPRESSED = /\.(?:br|gz)$/

const digest = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex')

/** Every file under `dir`, as paths that start with `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

/** The bundler's files of `dir` (not the precompressed ones) by relative path, with their digests. */
function listing(dir: string): Map<string, string> {
  return new Map(
    filesUnder(dir)
      // What the precompression wrote is checked apart (below), its quick levels' marker included.
      .filter((path) => !PRECOMPRESSED.test(path) && basename(path) !== QUICK_PRECOMPRESSION_MARKER)
      .map((path) => [relative(dir, path), digest(readFileSync(path))]),
  )
}

/** Precompressed files of `dir` that do not decompress to the file beside them. */
function unfaithfulPrecompressed(dir: string): string[] {
  return filesUnder(dir)
    .filter((path) => PRECOMPRESSED.test(path))
    .filter((path) => {
      const source = path.slice(0, -3)
      if (!existsSync(source)) return true
      const packed = readFileSync(path)
      try {
        const unpacked = path.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed)
        return digest(unpacked) !== digest(readFileSync(source))
      } catch {
        return true // not brotli or gzip at all
      }
    })
    .map((path) => relative(dir, path))
}

// Beside dist/client, at the same depth: source maps name the sources relative to their directory.
const root = 'dist'
const made: string[] = []
try {
  // `--against dist/client`: one fresh build compared with a build already made (npm test does
  // this after its production build); without it, two fresh builds.
  const against = process.argv.indexOf('--against')
  const existing = against >= 0 ? process.argv[against + 1] : undefined
  const build = (name: string): Map<string, string> => {
    const outDir = join(root, `client-${name}`)
    made.push(outDir)
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, PRECOMPRESS: '0' },
    })
    return listing(outDir)
  }
  if (existing) {
    const unfaithful = unfaithfulPrecompressed(existing)
    if (unfaithful.length > 0) {
      console.error(`${unfaithful.length} precompressed files of ${existing} do not give back their source:`)
      for (const name of unfaithful.slice(0, 20)) console.error(`  ${name}`)
      process.exit(1)
    }
  }
  const outputs = existing ? [listing(existing), build('b')] : [build('a'), build('b')]
  const [first, second] = outputs as [Map<string, string>, Map<string, string>]
  const names = [...new Set([...first.keys(), ...second.keys()])].sort()
  const differing = names.filter((name) => first.get(name) !== second.get(name))
  if (differing.length > 0) {
    console.error(`Two builds differ in ${differing.length} of ${names.length} files:`)
    for (const name of differing.slice(0, 20)) console.error(`  ${name}`)
    process.exit(1)
  }
  console.log(
    `Reproducible: two builds wrote the same ${names.length} files, byte for byte${existing ? `; the precompressed files of ${existing} give back their sources` : ''}.`,
  )
} finally {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
}
