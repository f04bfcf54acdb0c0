import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { activeCustomer, type Customer } from '../../backend/tests/account-helpers.ts'
import { createTestBackend, type TestBackend } from '../../backend/test-support/backend.ts'
import { openDatabase } from '../../backend/db/database.ts'
import { createApp } from '../../server/app.ts'
import { answerClientErrors } from '../../server/node-server.ts'
import { LOCAL_ORIGINS } from '../../server/test-support.ts'
import { createUpstream } from '../../server/upstream.ts'
import { DEFAULT_DOMAINS } from '../../src/domain/locale.ts'

/**
 * The storefront as it runs in production, for the security suite: the real server (createApp, the
 * Node HTTP server with its client-error answers, a client build directory), the real SSR entry and
 * the embedded back end on a private copy of the seeded database, listening on a free loopback port.
 * Requests go over a real socket with full control of the request line and every header (Host,
 * Origin, Cookie), which fetch() does not give.
 */

export const HOST = 'localhost:3000'
export const ORIGIN = `http://${HOST}`
export const DEMO = { email: 'demo@gartenwerk.example', password: 'gartenwerk-demo' }

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export interface SendOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface Shop {
  test: TestBackend
  port: number
  send(path: string, options?: SendOptions): Promise<Answer>
  /** A page GET with a session cookie. */
  page(path: string, token?: string, headers?: Record<string, string>): Promise<Answer>
  /** A Store API call through the proxy, as the storefront's own scripts make it. */
  api(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>
  /** Logs in through the proxy and returns the context token the cookie carries. */
  login(email: string, password: string): Promise<string>
  /** A registered, confirmed and logged-in customer (set up on the back end directly). */
  customer(overrides?: Record<string, unknown>): Promise<Customer>
  /** A look at the shop's database. */
  query<T>(sql: string, ...params: unknown[]): T[]
  /** A change behind the Store API's back (what an admin or an import would write). */
  write(sql: string, ...params: unknown[]): void
  close(): Promise<void>
}

/** The context token a response stores in its cookie, if it sets one. */
export function cookieToken(answer: Answer): string | undefined {
  const cookies = answer.headers['set-cookie'] ?? []
  for (const cookie of cookies) {
    const match = /^sw-context-token=([^;]+)/.exec(cookie)
    if (match?.[1]) return match[1]
  }
  return undefined
}

export function errorCodes(answer: Answer): string[] {
  try {
    const parsed = JSON.parse(answer.body) as { errors?: { code?: string }[] }
    return (parsed.errors ?? []).map((e) => String(e.code))
  } catch {
    return []
  }
}

export async function startShop(): Promise<Shop> {
  const test = await createTestBackend()
  const upstream = await createUpstream(
    {
      kind: 'embedded',
      databasePath: test.databasePath,
      maintenance: false,
      storefrontUrls: { 'de-DE': ORIGIN, 'en-GB': 'http://en.localhost:3000', 'fr-FR': `${ORIGIN}/fr-FR` },
    },
    10_000,
    { createBackend: async () => test.backend },
  )
  // A client build as vite writes it: hashed assets (one precompressed) and a public file.
  const clientDir = mkdtempSync(join(tmpdir(), 'gartenwerk-security-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'assets', 'entry-a1b2c3.js'), 'console.log("entry")\n')
  writeFileSync(join(clientDir, 'assets', 'style-a1b2c3.css'), 'body{margin:0}\n')
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n')
  const app = createApp({
    config: { domains: DEFAULT_DOMAINS, publicUrl: undefined, origins: LOCAL_ORIGINS },
    upstream,
    render: async () => (await import('../../src/entry-server.tsx')).render,
    assets: async () => ({ scripts: [{ src: '/assets/entry-a1b2c3.js' }], css: [], preloads: [] }),
    clientDir,
  })
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server))
  })
  answerClientErrors(server)
  const port = (server.address() as AddressInfo).port

  const send = (path: string, options: SendOptions = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'GET',
          headers: { host: HOST, ...options.headers },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(options.body)
    })

  const cookieFor = (token?: string) =>
    token ? `sw-locale=de-DE; sw-context-token=${token}` : 'sw-locale=de-DE'

  const api: Shop['api'] = (method, path, token, body, headers = {}) =>
    send(`/store-api${path}`, {
      method,
      headers: {
        cookie: cookieFor(token),
        'x-storefront': '1',
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  // The first render compiles the SSR entry through Vite: not inside any test's time.
  await send('/', { headers: { cookie: cookieFor() } })

  return {
    test,
    port,
    send,
    api,
    page: (path, token, headers = {}) => send(path, { headers: { cookie: cookieFor(token), ...headers } }),
    async login(email, password) {
      const answer = await api('POST', '/account/login', undefined, { username: email, password })
      const token = cookieToken(answer)
      if (answer.status !== 200 || !token)
        throw new Error(`login of ${email}: ${answer.status} ${answer.body}`)
      return token
    },
    customer: (overrides = {}) => activeCustomer(test, overrides),
    query<T>(sql: string, ...params: unknown[]) {
      const db = openDatabase(test.databasePath, { migrate: false })
      try {
        return db.prepare<unknown[], T>(sql).all(...params)
      } finally {
        db.close()
      }
    },
    write(sql: string, ...params: unknown[]) {
      const db = openDatabase(test.databasePath, { migrate: false })
      try {
        db.prepare(sql).run(...params)
      } finally {
        db.close()
      }
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      upstream.close()
      rmSync(clientDir, { recursive: true, force: true })
    },
  }
}
