import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { type BackendMetrics, isSqliteBusy, observeBackend } from './metrics.ts'

function recorder() {
  const seen: { orders: Array<[number, string]>; busy: number } = { orders: [], busy: 0 }
  const metrics: BackendMetrics = {
    orderPlacement: (seconds, outcome) => seen.orders.push([seconds, outcome]),
    sqliteBusy: () => {
      seen.busy += 1
    },
  }
  return { seen, metrics }
}

const busyError = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })

describe('back end metrics', () => {
  it('times order placements by outcome and counts SQLITE_BUSY answered by the error handler', async () => {
    const { seen, metrics } = recorder()
    const storeApi = new Hono()
    let answer = 200
    storeApi.post('/checkout/order', (c) => {
      if (answer === 500) throw busyError()
      return c.json({}, answer === 400 ? 400 : 200)
    })
    storeApi.get('/context', () => {
      throw new Error('wrapped', { cause: busyError() })
    })
    storeApi.onError((_error, c) => c.json({ errors: [] }, 500))
    const app = new Hono()
    app.use('/store-api/*', observeBackend(metrics))
    app.route('/store-api', storeApi)

    for (const status of [200, 400, 500]) {
      answer = status
      await app.request('/store-api/checkout/order', { method: 'POST' })
    }
    await app.request('/store-api/context')
    expect(seen.orders.map(([, outcome]) => outcome)).toEqual(['placed', 'refused', 'failed'])
    expect(seen.orders.every(([seconds]) => seconds >= 0 && seconds < 5)).toBe(true)
    expect(seen.busy).toBe(2)
  })

  it('knows SQLite busy errors by code, extended codes and causes included', () => {
    expect(isSqliteBusy(Object.assign(new Error('x'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true)
    expect(isSqliteBusy(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT' }))).toBe(false)
    expect(isSqliteBusy(undefined)).toBe(false)
  })
})
