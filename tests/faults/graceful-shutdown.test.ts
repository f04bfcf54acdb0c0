import { type ChildProcess, spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * SIGTERM drains the storefront server (a child process wired like server/main.ts, see
 * drain-child.ts): requests in flight finish with their whole answer, new connections are refused,
 * a request on a kept-alive connection gets a 503 that closes it, idle connections do not hold the
 * process, and it exits within 10 s: 0 when everything finished, 1 when the grace time cut off a
 * request that would not end.
 */

const CHILD = join(import.meta.dirname, 'drain-child.ts')
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

interface Started {
  child: ChildProcess
  port: number
  lines: string[]
  exited: Promise<{ code: number | null; at: number }>
}

async function start(graceMs: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, SHUTDOWN_GRACE_MS: String(graceMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const lines: string[] = []
  let buffered = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const parts = buffered.split('\n')
    buffered = parts.pop() ?? ''
    lines.push(...parts)
  })
  child.stderr?.on('data', (chunk: Buffer) => lines.push(`stderr: ${chunk.toString().trim()}`))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  )
  const port = Number((await waitForLine(child, lines, /^listening (\d+)$/))[1])
  return { child, port, lines, exited }
}

function waitForLine(child: ChildProcess, lines: string[], pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      for (const line of lines) {
        const match = pattern.exec(line)
        if (match) return resolve(match)
      }
      if (child.exitCode !== null) return reject(new Error(`child exited: ${lines.join(' | ')}`))
      setTimeout(check, 10)
    }
    check()
  })
}

interface Reply {
  status: number
  body: string
  connection: string | undefined
}

function get(port: number, path: string, agent?: Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { host: 'localhost:3000', cookie: 'sw-locale=de-DE' },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString()
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('SIGTERM drains the storefront server', () => {
  it('finishes requests in flight, refuses new ones and exits 0 well within 10 s', async () => {
    const shop = await start(8_000)
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 })
    // An idle kept-alive connection: it must not keep the process alive.
    expect((await get(shop.port, '/?ms=0', new Agent({ keepAlive: true }))).status).toBe(200)
    // A busy kept-alive connection, and a second request queued behind it on the same socket.
    const inFlight = get(shop.port, '/?ms=1500', keepAlive)
    // Its outcome is taken now: a reset that comes before the test looks is not an unhandled error.
    const queued = get(shop.port, '/?ms=0', keepAlive).catch((error: NodeJS.ErrnoException) => ({
      status: 0,
      body: error.code ?? '',
    }))
    await waitForLine(shop.child, shop.lines, /^render 1500$/)

    const signalled = performance.now()
    shop.child.kill('SIGTERM')
    await waitForLine(shop.child, shop.lines, /^SIGTERM: draining 1 request/)
    // A new connection is refused. One that reached the listener's queue as it closed is reset, and
    // one accepted just before is answered 503: none is served.
    const refused = await get(shop.port, '/?ms=0').then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code,
    )
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(refused)

    const finished = await inFlight
    expect(finished.status).toBe(200)
    expect(finished.body).toContain('rendered after 1500 ms')
    // The request queued on the draining connection is refused (503) or never sent (connection closed).
    const late = await queued
    if (late.status !== 0) {
      expect(late.status).toBe(503)
      expect(late.body).toContain('STOREFRONT__SHUTTING_DOWN')
    }

    const { code, at } = await shop.exited
    expect(code).toBe(0)
    expect(at - signalled).toBeLessThan(10_000)
    // The in-flight request held the exit back: it did not just die at the signal.
    expect(at - signalled).toBeGreaterThan(1_000)
    expect(shop.lines).toContain('closed')
    keepAlive.destroy()
  })

  it('cuts off a request that never ends at the grace time and still exits within 10 s', async () => {
    const shop = await start(1_500)
    const hanging = get(shop.port, '/?ms=600000').catch((error: NodeJS.ErrnoException) => error.code)
    await waitForLine(shop.child, shop.lines, /^render 600000$/)
    const signalled = performance.now()
    shop.child.kill('SIGTERM')
    const { code, at } = await shop.exited
    expect(code).toBe(1)
    expect(at - signalled).toBeGreaterThanOrEqual(1_400)
    expect(at - signalled).toBeLessThan(10_000)
    expect(await hanging).toBe('ECONNRESET')
  })
})
