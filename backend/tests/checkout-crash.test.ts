import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../db/database.ts'
import { templateDatabase } from '../test-support/backend.ts'

/**
 * Kill -9 during order placement: a child process runs the Store API on a copy of the seeded
 * database and places 20-line orders in a loop; the test kills it inside the order transaction
 * (paused after each of its steps) and at random moments, reopens the file and checks that SQLite
 * is intact and that every order is whole or absent: no order without its lines, transaction,
 * delivery and mail, stock taken exactly for the orders that exist, the cart emptied exactly when
 * its order exists, and no order twice.
 */
const CHILD = join(import.meta.dirname, 'checkout-crash-child.ts')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

interface Run {
  db: Db
  lines: string[]
  stockBefore: Map<string, number>
}

function waitFor(child: ChildProcess, lines: string[], test: (line: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (lines.some(test)) resolve()
      else if (child.exitCode !== null) reject(new Error(`child exited: ${lines.join(' | ')}`))
      else setTimeout(check, 5)
    }
    check()
  })
}

async function crash(mode: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'gartenwerk-crash-'))
  dirs.push(dir)
  const path = join(dir, 'shop.sqlite')
  copyFileSync(await templateDatabase(), path)
  const before = openDatabase(path)
  const stockBefore = new Map(
    before
      .prepare<[], { id: string; stock: number }>('SELECT id, stock FROM product')
      .all()
      .map((r) => [r.id, r.stock]),
  )
  before.close()

  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path, mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let errors = ''
  child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    if (mode.startsWith('pause:')) await waitFor(child, lines, (l) => l.startsWith('paused '))
    else {
      await waitFor(child, lines, (l) => l === 'placed 1')
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.floor(Math.random() * 300)))
    }
  } catch (error) {
    throw new Error(`${String(error)}\n${errors}`)
  } finally {
    child.kill('SIGKILL')
    await exited
  }
  return { db: openDatabase(path), lines, stockBefore }
}

function expectWholeOrNothing({ db, lines, stockBefore }: Run): void {
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  expect(db.pragma('foreign_key_check')).toEqual([])
  const token = lines.find((l) => l.startsWith('token '))?.slice('token '.length) ?? ''
  const orders = db
    .prepare<[], { id: string; customer_comment: string }>(
      "SELECT id, customer_comment FROM orders WHERE customer_comment LIKE 'crash-%'",
    )
    .all()
  const comments = orders.map((o) => o.customer_comment)
  expect(new Set(comments).size).toBe(comments.length)
  const placed = lines.filter((l) => l.startsWith('placed ')).map((l) => `crash-${l.slice(7)}`)
  for (const comment of placed) expect(comments).toContain(comment)
  for (const o of orders) {
    const count = (sql: string) => db.prepare<[string], { n: number }>(sql).get(o.id)?.n ?? 0
    expect(count('SELECT COUNT(*) AS n FROM order_line_item WHERE order_id = ?')).toBeGreaterThanOrEqual(20)
    expect(count('SELECT COUNT(*) AS n FROM order_transaction WHERE order_id = ?')).toBe(1)
    expect(count('SELECT COUNT(*) AS n FROM order_delivery WHERE order_id = ?')).toBe(1)
    expect(count('SELECT COUNT(*) AS n FROM order_address WHERE order_id = ?')).toBe(1)
  }
  const mails = db
    .prepare<[], { n: number }>(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE template = 'order.confirmation' AND recipient LIKE 'crash.%'",
    )
    .get()?.n
  expect(mails).toBe(orders.length)
  // stock: taken exactly by the orders that exist
  const ordered = new Map(
    db
      .prepare<[], { product_id: string; quantity: number }>(
        `SELECT product_id, SUM(quantity) AS quantity FROM order_line_item
         WHERE product_id IS NOT NULL AND order_id IN (SELECT id FROM orders WHERE customer_comment LIKE 'crash-%')
         GROUP BY product_id`,
      )
      .all()
      .map((r) => [r.product_id, r.quantity]),
  )
  for (const r of db.prepare<[], { id: string; stock: number }>('SELECT id, stock FROM product').all()) {
    expect(stockBefore.get(r.id) ?? 0).toBe(r.stock + (ordered.get(r.id) ?? 0))
  }
  // the order in flight: placed with its cart emptied, or not placed with its cart intact
  const inFlight = lines
    .filter((l) => l.startsWith('placing '))
    .at(-1)
    ?.slice('placing '.length)
  const cartLines =
    db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM cart_line_item WHERE cart_token = ?')
      .get(token)?.n ?? 0
  const refilling = lines.filter((l) => l.startsWith('placing ') || l.startsWith('filling ')).at(-1)
  if (refilling?.startsWith('filling ')) expect([0, 20]).toContain(cartLines)
  else if (comments.includes(`crash-${inFlight}`)) expect(cartLines).toBe(0)
  else expect(cartLines).toBe(20)
}

describe('killing the back end while it places an order', () => {
  for (const step of ['calculated', 'order-written', 'stock-taken', 'cart-emptied', 'mail-written']) {
    it(`kill -9 inside the transaction after "${step}" leaves no trace of that order`, async () => {
      const run = await crash(`pause:${step}`)
      try {
        expect(run.lines).toContain('placed 1')
        expect(run.lines).not.toContain('placed 2')
        expectWholeOrNothing(run)
        const second = run.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_comment = 'crash-2'")
        expect(second.get()).toEqual({ n: 0 })
      } finally {
        run.db.close()
      }
    })
  }

  it('kill -9 at random moments: every order whole or absent, never twice', async () => {
    for (let round = 0; round < 2; round += 1) {
      const run = await crash('free')
      try {
        expectWholeOrNothing(run)
      } finally {
        run.db.close()
      }
    }
  })
})
