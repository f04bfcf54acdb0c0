import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_ACCESS_KEY } from '../core/config.ts'
import { openDatabase } from '../db/database.ts'
import { Shop } from '../core/shop.ts'
import { buildLanguageCache } from '../serialize/language-cache.ts'
import { createStoreApi } from '../store-api.ts'
import { templateDatabase } from '../test-support/backend.ts'

/**
 * Kill -9 during cart and account writes (write-crash-child.ts): the child changes a customer's
 * cart, profile, addresses and wishlist in a loop and prints the state each write leads to; the
 * test kills it at a random moment, reopens the file as a restarted back end would (SQLite replays
 * or drops the WAL), runs SQLite's integrity and foreign-key checks, and compares the customer's
 * data with what the child was told: it must be exactly the state of the last acknowledged write,
 * or that of the write in flight when the process died. Nothing acknowledged may be missing, and
 * nothing half-written may be there. checkout-crash.test.ts does the same for order placement.
 */
const CHILD = join(import.meta.dirname, 'write-crash-child.ts')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

interface State {
  cart: Record<string, number>
  firstName: string
  streets: string[]
  wishlist: string[]
}

function waitFor(child: ChildProcess, lines: string[], test: (line: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (lines.some(test)) resolve()
      else if (child.exitCode !== null) reject(new Error(`child exited: ${lines.slice(-5).join(' | ')}`))
      else setTimeout(check, 5)
    }
    check()
  })
}

async function crashAfter(writes: number, extraMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'gartenwerk-write-crash-'))
  dirs.push(dir)
  const path = join(dir, 'shop.sqlite')
  copyFileSync(await templateDatabase(), path)
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let pending = ''
  let errors = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const parts = pending.split('\n')
    pending = parts.pop() ?? ''
    lines.push(...parts)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitFor(child, lines, (l) => l === `done ${writes}`)
    await new Promise((resolve) => setTimeout(resolve, extraMs))
  } catch (error) {
    throw new Error(`${String(error)}\n${errors}`)
  } finally {
    child.kill('SIGKILL')
    await exited
  }
  return { path, lines }
}

function stateIn(path: string, token: string): { state: State; integrity: unknown; foreignKeys: unknown } {
  // Opened as a restarted back end opens it: migrations check, WAL replayed.
  const db = openDatabase(path)
  try {
    const customerId =
      db.prepare<[string], { customer_id: string }>('SELECT customer_id FROM cart WHERE token = ?').get(token)
        ?.customer_id ??
      db.prepare<[], { id: string }>("SELECT id FROM customer WHERE email LIKE 'write.crash.%'").get()?.id ??
      ''
    const cart = Object.fromEntries(
      db
        .prepare<[string], { referenced_id: string; quantity: number }>(
          'SELECT referenced_id, quantity FROM cart_line_item WHERE cart_token = ?',
        )
        .all(token)
        .map((r) => [r.referenced_id, r.quantity]),
    )
    const firstName =
      db
        .prepare<[string], { first_name: string }>('SELECT first_name FROM customer WHERE id = ?')
        .get(customerId)?.first_name ?? ''
    const streets = db
      .prepare<[string], { street: string }>('SELECT street FROM customer_address WHERE customer_id = ?')
      .all(customerId)
      .map((r) => r.street)
      .sort()
    const wishlist = db
      .prepare<[string], { product_id: string }>(
        `SELECT p.product_id FROM customer_wishlist_product p JOIN customer_wishlist w ON w.id = p.customer_wishlist_id
         WHERE w.customer_id = ?`,
      )
      .all(customerId)
      .map((r) => r.product_id)
      .sort()
    return {
      state: { cart, firstName, streets, wishlist },
      integrity: db.pragma('integrity_check', { simple: true }),
      foreignKeys: db.pragma('foreign_key_check'),
    }
  } finally {
    db.close()
  }
}

const sortedCart = (s: State) => ({ ...s, cart: Object.fromEntries(Object.entries(s.cart).sort()) })

async function expectAcknowledgedState(path: string, lines: string[]): Promise<void> {
  expect(lines.some((l) => l.startsWith('mismatch'))).toBe(false)
  const token = lines.find((l) => l.startsWith('token '))?.slice('token '.length) ?? ''
  const predicted = new Map<number, State>()
  let lastDone = 0
  for (const line of lines) {
    const doing = /^doing (\d+) (.*)$/.exec(line)
    if (doing) predicted.set(Number(doing[1]), JSON.parse(doing[2] ?? '{}') as State)
    const done = /^done (\d+)$/.exec(line)
    if (done) lastDone = Number(done[1])
  }
  const acknowledged = predicted.get(lastDone)
  expect(acknowledged).toBeDefined()
  const inFlight = predicted.get(lastDone + 1)
  const { state, integrity, foreignKeys } = stateIn(path, token)
  expect(integrity).toBe('ok')
  expect(foreignKeys).toEqual([])
  const allowed = [acknowledged, inFlight].filter((s): s is State => s !== undefined).map(sortedCart)
  expect(allowed).toContainEqual(sortedCart(state))

  // The restarted back end serves the customer's cart from the file as it is.
  const db = openDatabase(path)
  try {
    const app = createStoreApi(
      {
        shop: new Shop(db, buildLanguageCache),
        now: () => new Date(),
        maintenance: false,
        checkout: { guestCheckout: true },
      },
      () => {},
    )
    const cart = await app.request('/checkout/cart', {
      headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'sw-context-token': token },
    })
    expect(cart.status).toBe(200)
    type Line = { id: string; referencedId: string; quantity: number }
    const lines = ((await cart.json()) as { lineItems: Line[] }).lineItems.filter(
      (l) => l.id === l.referencedId,
    )
    expect(Object.fromEntries(lines.map((l) => [l.referencedId, l.quantity]))).toEqual(state.cart)
  } finally {
    db.close()
  }
}

describe('killing the back end during cart and account writes', () => {
  it('kill -9 at random moments: every acknowledged write is there, nothing half-written, the file intact', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { path, lines } = await crashAfter(
        5 + Math.floor(Math.random() * 25),
        Math.floor(Math.random() * 40),
      )
      await expectAcknowledgedState(path, lines)
    }
  })
})
