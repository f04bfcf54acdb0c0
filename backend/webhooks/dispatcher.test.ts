import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startWebhookReceiver,
  type WebhookJson,
  type WebhookReceiver,
} from '../test-support/webhook-receiver.ts'
import { WebhookDispatcher } from './dispatcher.ts'
import { LIVE_VERSION, signBody, updated } from './payload.ts'

const SECRET = 'app-shop-secret'
const PRODUCT = '0123456789abcdef0123456789abcdef'

let receiver: WebhookReceiver
beforeAll(async () => {
  receiver = await startWebhookReceiver()
})
afterAll(() => receiver.close())

function dispatcher(urls: string[], warnings: string[] = []) {
  return new WebhookDispatcher({
    urls,
    secret: SECRET,
    source: { url: 'https://shop.example', shopId: 'shopIdOf16Chars0', appVersion: '1.0.0' },
    headers: {
      shopwareVersion: '6.7.0.0',
      languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
      userLocale: 'de-DE',
    },
    retryDelaysMs: [10, 20, 30],
    timeoutMs: 1000,
    warn: (message) => warnings.push(message),
    now: () => new Date('2026-12-03T10:00:00.500Z'),
  })
}

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 1
}

describe('webhook dispatcher', () => {
  it('posts Shopware’s payload, signed with the shop secret over the exact body bytes', async () => {
    const d = dispatcher([receiver.url])
    d.emit('product.written', [updated('product', PRODUCT, ['stock', 'availableStock'])])
    const hit = await receiver.waitFor((b) => b.data.payload[0]?.primaryKey === PRODUCT)
    d.close()
    const body = JSON.parse(hit.body) as WebhookJson
    expect(body).toEqual({
      data: {
        payload: [
          {
            entity: 'product',
            operation: 'update',
            primaryKey: PRODUCT,
            updatedFields: ['stock', 'availableStock'],
            versionId: LIVE_VERSION,
          },
        ],
        event: 'product.written',
      },
      source: {
        url: 'https://shop.example',
        eventId: expect.stringMatching(/^[0-9a-f]{32}$/),
        shopId: 'shopIdOf16Chars0',
        appVersion: '1.0.0',
      },
      timestamp: 1796292000,
    })
    expect(hit.headers['content-type']).toBe('application/json')
    expect(hit.headers['sw-version']).toBe('6.7.0.0')
    expect(hit.headers['sw-context-language']).toBe('2fbb5fe2e29a4d70aa5854ce7ce3e20b')
    expect(hit.headers['sw-user-language']).toBe('de-DE')
    const signature = hit.headers['shopware-shop-signature']
    expect(signature).toBe(signBody(hit.body, SECRET))
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(signature).not.toBe(signBody(hit.body, 'another-secret'))
    expect(signature).not.toBe(signBody(hit.body.replace('"update"', '"insert"'), SECRET))
  })

  it('retries a receiver that answers 503, with the same eventId, until it takes the webhook', async () => {
    const before = receiver.received.length
    receiver.failNext(2)
    const d = dispatcher([receiver.url])
    const key = 'fedcba9876543210fedcba9876543210'
    d.emit('category.written', [updated('category', key, ['name'])])
    await receiver.waitFor((b) => b.data.payload[0]?.primaryKey === key)
    await d.idle()
    const attempts = receiver.received.slice(before).map((r) => JSON.parse(r.body) as WebhookJson)
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((a) => a.source.eventId)).size).toBe(1)
    expect(d.stats).toMatchObject({ attempts: 3, delivered: 1, failed: 0 })
  })

  it('gives up on a receiver that is down after four attempts and says so once, without the secret or query', async () => {
    const warnings: string[] = []
    const port = await closedPort()
    const d = dispatcher([`http://127.0.0.1:${port}/hook?token=secret-in-query`], warnings)
    d.emit('product.written', [updated('product', PRODUCT, ['price'])])
    await d.idle()
    expect(d.stats).toMatchObject({ attempts: 4, delivered: 0, failed: 1 })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`http://127.0.0.1:${port}/hook`)
    expect(warnings[0]).not.toContain('secret-in-query')
    expect(warnings[0]).not.toContain(SECRET)
  })

  it('sends each event to every configured URL', async () => {
    const other = await startWebhookReceiver()
    const d = dispatcher([receiver.url, other.url])
    const key = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    d.emit('cms_page.written', [updated('cms_page', key, ['name'])])
    await Promise.all([
      receiver.waitFor((b) => b.data.payload[0]?.primaryKey === key),
      other.waitFor((b) => b.data.event === 'cms_page.written'),
    ])
    d.close()
    await other.close()
  })
})
