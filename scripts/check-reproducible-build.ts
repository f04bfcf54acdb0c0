/**
 * Builds the client twice from the same sources into two temporary directories and compares them
 * file by file (names and bytes): replicas built separately must serve each other's pages.
 * `npx tsx scripts/check-reproducible-build.ts` builds twice; `npm test` runs it with
 * `--against dist/client` after its production build (one more client build).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'

function listing(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'))
    }
  }
  walk(dir)
  return files
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
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], { stdio: 'inherit' })
    return listing(outDir)
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
  console.log(`Reproducible: two builds wrote the same ${names.length} files, byte for byte.`)
} finally {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
}
