/**
 * Builds the client twice from the same sources into two temporary directories and compares them
 * file by file (names and bytes): replicas built separately must serve each other's pages. Slow (two
 * production builds), so not part of `npm test`; run it in CI or after touching the build:
 * `npx tsx scripts/check-reproducible-build.ts`.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

const root = mkdtempSync(join(tmpdir(), 'storefront-build-'))
try {
  const outputs = ['a', 'b'].map((name) => {
    const outDir = join(root, name)
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], { stdio: 'inherit' })
    return listing(outDir)
  })
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
  rmSync(root, { recursive: true, force: true })
}
