/**
 * The bytes and headers of one app-system webhook, as Shopware's WebhookManager and
 * AppPayloadServiceHelper put them together: `{data: {payload, event}, source: {url, eventId,
 * shopId, appVersion}, timestamp}`, JSON-encoded once, and `shopware-shop-signature` the hex
 * HMAC-SHA256 of exactly those bytes with the app's shop secret. A receiver written for a real
 * Shopware (the storefront's /_storefront/webhooks, an app SDK) verifies these unchanged.
 */
import { createHmac } from 'node:crypto'

/** Shopware's Defaults::LIVE_VERSION: product, category and cms_page are versioned entities. */
export const LIVE_VERSION = '0fa91ce3e96a4bc2be4bd9ce752c3425'

/** One write result of an `<entity>.written` event (HookableEntityWrittenEvent::getPayloadFromEvent). */
export interface WrittenEntry {
  entity: string
  operation: 'insert' | 'update' | 'delete'
  primaryKey: string
  /** the fields the write's payload held (camelCase, as the Admin API names them) */
  updatedFields: string[]
  versionId: string
}

/** `source` without its per-delivery eventId. */
export interface WebhookSource {
  url: string
  shopId: string
  appVersion: string
}

export interface WebhookHeaderValues {
  /** `sw-version` */
  shopwareVersion: string
  /** `sw-context-language`: the language id the write ran in */
  languageId: string
  /** `sw-user-language`: the locale code of that language */
  userLocale: string
}

/** An update write result of a versioned entity, in its live version. */
export function updated(entity: string, primaryKey: string, updatedFields: string[]): WrittenEntry {
  return { entity, operation: 'update', primaryKey, updatedFields, versionId: LIVE_VERSION }
}

export function webhookBody(
  event: string,
  payload: readonly WrittenEntry[],
  source: WebhookSource,
  eventId: string,
  timestampSeconds: number,
): string {
  return JSON.stringify({
    data: { payload, event },
    source: { url: source.url, eventId, shopId: source.shopId, appVersion: source.appVersion },
    timestamp: timestampSeconds,
  })
}

/** Hex HMAC-SHA256 of the body's UTF-8 bytes (PHP's hash_hmac('sha256', $json, $secret)). */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex')
}

export function webhookHeaders(
  body: string,
  secret: string,
  values: WebhookHeaderValues,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'sw-version': values.shopwareVersion,
    'sw-context-language': values.languageId,
    'sw-user-language': values.userLocale,
    'shopware-shop-signature': signBody(body, secret),
  }
}
