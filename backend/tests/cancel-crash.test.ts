import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { templateDatabase } from '../test-support/backend.ts'

/**
 * Kill -9 while an order is cancelled: the child places an order, then cancels it and is killed
 * inside the cancellation's transaction after each of its steps. Reopened, the database holds the
 * order open with its stock taken, never cancelled without its stock back (or the reverse).
 */
const CHILD = join(import.meta.dirname, 'cancel-crash-child.ts')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function killInside(step: string) {
  const dir = mkdtempSync(join(tmpdir(), 'gartenwerk-cancel-crash-'))
  dirs.push(dir)
  const path = join(dir, 'shop.sqlite')
  copyFileSync(await templateDatabase(), path)
  const read = openDatabase(path)
  const stockBefore = new Map(
    read
      .prepare<[], { id: string; stock: number }>('SELECT id, stock FROM product')
      .all()
      .map((r) => [r.id, r.stock]),
  )
  read.close()
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path, step], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const paused = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      if (lines.some((l) => l.startsWith('paused '))) resolve()
    })
    child.once('exit', () => reject(new Error(`child exited: ${lines.join(' | ')}\n${errors}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await paused
  } finally {
    child.kill('SIGKILL')
    await exited
  }
  return { db: openDatabase(path), lines, stockBefore }
}

describe('killing the back end while it cancels an order', () => {
  for (const step of ['order-cancelled', 'stock-returned']) {
    it(`kill -9 after "${step}" leaves the order open with its stock taken`, async () => {
      const { db, lines, stockBefore } = await killInside(step)
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
        const orderId = lines.find((l) => l.startsWith('placed '))?.slice('placed '.length) ?? ''
        const state = db
          .prepare<[string], { state: string }>('SELECT state FROM orders WHERE id = ?')
          .get(orderId)?.state
        expect(state).toBe('open')
        const transactions = db
          .prepare<[string], { state: string }>('SELECT state FROM order_transaction WHERE order_id = ?')
          .all(orderId)
        expect(transactions.map((x) => x.state)).toEqual(['open'])
        const ordered = db
          .prepare<[string], { product_id: string; quantity: number }>(
            'SELECT product_id, SUM(quantity) AS quantity FROM order_line_item WHERE order_id = ? AND product_id IS NOT NULL GROUP BY product_id',
          )
          .all(orderId)
        expect(ordered.length).toBeGreaterThan(0)
        for (const line of ordered) {
          const now = db
            .prepare<[string], { stock: number }>('SELECT stock FROM product WHERE id = ?')
            .get(line.product_id)?.stock
          expect(now).toBe((stockBefore.get(line.product_id) ?? 0) - line.quantity)
        }
      } finally {
        db.close()
      }
    })
  }
})
