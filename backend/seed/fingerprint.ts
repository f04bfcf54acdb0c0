import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const BACKEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
const INPUTS = ['db/migrations', 'seed', 'core/config.ts', 'lib/ids.ts', 'core/checkout-config.ts']

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)))
    .filter((file) => !file.endsWith('.test.ts'))
}

/**
 * Hash of everything that determines the seeded database: migrations, seed code and data, ids and
 * config, plus the requested product count and bcrypt cost of the seeded passwords. Equal fingerprints
 * mean byte-identical seeds, so a test template database can be reused while it matches.
 */
export function seedFingerprint(products = 0, passwordHashCost = 10): string {
  const hash = createHash('sha1').update(`products:${products}\npassword-cost:${passwordHashCost}\n`)
  for (const input of INPUTS) {
    for (const file of files(join(BACKEND_DIR, input)))
      hash.update(file.slice(BACKEND_DIR.length)).update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}
