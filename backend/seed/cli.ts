import { existsSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/database.ts'
import { defaultMediaDir, seedDatabase } from './index.ts'

const USAGE = `Usage: npm run backend:seed -- [--products N] [--database path] [--media dir] [--force]

Creates and seeds a database with the Gartenwerk demo shop. --products N adds generated product
series until N listed products exist (benchmarks). --force replaces an existing database file.`

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>
  try {
    args = parse()
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const products = args.products === undefined ? 0 : Number(args.products)
  if (!Number.isInteger(products) || products < 0 || products > 2_000_000) {
    console.error(`--products must be a whole number between 0 and 2000000, got "${args.products}"`)
    return 2
  }
  const databasePath = args.database ?? process.env.DATABASE_PATH ?? 'data/shop.sqlite'
  const mediaDir = args.media ?? (process.env.MEDIA_DIR?.trim() || defaultMediaDir(databasePath))
  if (existsSync(databasePath)) {
    if (!args.force) {
      console.error(`${databasePath} exists; pass --force to replace it.`)
      return 1
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true })
  }
  const started = Date.now()
  const db = openDatabase(databasePath)
  // A fresh file that is useless until the seed marker is written: skip fsyncs and let the WAL grow
  // between checkpoints instead of copying pages back every 1000 pages. Restored before closing.
  db.pragma('synchronous = OFF')
  db.pragma('wal_autocheckpoint = 100000')
  try {
    const result = await seedDatabase(db, {
      mediaDir,
      products,
      onProgress: (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`),
    })
    db.pragma('synchronous = NORMAL')
    db.pragma('wal_autocheckpoint = 1000')
    db.pragma('optimize')
    db.pragma('wal_checkpoint(TRUNCATE)')
    console.log(
      `Seeded ${databasePath}: ${result.products} listed products, ${result.rows} rows, ${result.images} images in ${mediaDir} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s, fingerprint ${result.fingerprint})`,
    )
    return 0
  } finally {
    db.close()
  }
}

function parse() {
  return parseArgs({
    options: {
      products: { type: 'string' },
      database: { type: 'string' },
      media: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
