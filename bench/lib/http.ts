import { type IncomingHttpHeaders, request } from 'node:http'

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/**
 * GET over loopback with the URL's host as the Host header. Node's fetch neither resolves
 * `en.localhost` (the en-GB domain of the default DOMAINS) nor lets a Host header through, so pages
 * of another domain are asked for on 127.0.0.1 with their Host set, as a browser would send it.
 */
export function httpGet(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<HttpAnswer> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: { host: target.host, ...headers },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

/** A visitor's token cookie (an empty basket): the proxy sets it on the first Store API call. */
export async function shopperCookie(origin: string, headers: Record<string, string>): Promise<string> {
  const answer = await httpGet(`${origin}/store-api/context`, headers)
  const cookies = answer.headers['set-cookie'] ?? []
  const cookie = cookies.find((value) => value.startsWith('sw-context-token='))
  if (!cookie)
    throw new Error(`${origin}/store-api/context set no sw-context-token cookie (${answer.status})`)
  return cookie.split(';')[0] ?? ''
}

/**
 * Waits (up to two minutes) until the server answers its home page: after a load run it is still
 * busy with the requests autocannon left queued, which would otherwise slow the next run. Pass a
 * token cookie: a page-cache hit would answer between the queued renders and wait for nothing.
 */
export async function drained(origin: string, headers: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      const answer = await httpGet(`${origin}/`, headers, 10_000)
      if (answer.status < 500) return
    } catch {
      // still busy with the queued requests
    }
  }
}
