// The SQLite driver for this Node.js. better-sqlite3 12 is compiled from source at install time and
// is the last line that runs on Node 20; it no longer compiles against Node 26's V8. Version 13 is
// built on Node-API (ABI-stable, prebuilt binaries inside its npm package) but crashes on Node 20.
// So Node 20 loads 12 and Node 22 and later load 13 (installed under the alias better-sqlite3-napi);
// both have the same API, and the types come from @types/better-sqlite3.

import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

const require = createRequire(import.meta.url)

/** The Node.js major version from which the Node-API build is used. */
export const NAPI_DRIVER_FROM_NODE = 22

function load(): typeof BetterSqlite3 {
  const major = Number(process.versions.node.split('.')[0])
  const name = major >= NAPI_DRIVER_FROM_NODE ? 'better-sqlite3-napi' : 'better-sqlite3'
  try {
    return require(name) as typeof BetterSqlite3
  } catch (error) {
    throw new Error(
      `The SQLite driver ${name} could not be loaded on Node.js ${process.versions.node}; run \`npm ci\` with this Node.js.`,
      { cause: error },
    )
  }
}

export const Database = load()
export type Db = BetterSqlite3.Database
