import { describe, expect, it } from 'vitest'
import { adminCredentialsFromEnv, webhookConfigFromEnv } from './config.ts'

describe('webhook and Admin API settings', () => {
  it('no WEBHOOK_URLS: no webhooks; URLs without WEBHOOK_SECRET: refused with the reason', () => {
    expect(webhookConfigFromEnv({})).toBeNull()
    expect(webhookConfigFromEnv({ WEBHOOK_URLS: ' , ' })).toBeNull()
    expect(() => webhookConfigFromEnv({ WEBHOOK_URLS: 'http://a.example/hook' })).toThrow(/WEBHOOK_SECRET/)
    expect(() => webhookConfigFromEnv({ WEBHOOK_URLS: 'a.example/hook', WEBHOOK_SECRET: 's' })).toThrow(
      /WEBHOOK_URLS must hold absolute http\(s\) URLs/,
    )
    expect(
      webhookConfigFromEnv({
        WEBHOOK_URLS: 'http://a.example/_storefront/webhooks, https://b.example/hook',
        WEBHOOK_SECRET: 's',
        SHOP_ID: 'shop1',
        APP_URL: 'https://api.shop.example/',
      }),
    ).toEqual({
      urls: ['http://a.example/_storefront/webhooks', 'https://b.example/hook'],
      secret: 's',
      shopId: 'shop1',
      appUrl: 'https://api.shop.example',
    })
  })

  it('Admin API credentials: both or neither', () => {
    expect(adminCredentialsFromEnv({})).toBeNull()
    expect(() => adminCredentialsFromEnv({ ADMIN_CLIENT_ID: 'id' })).toThrow(/ADMIN_CLIENT_SECRET/)
    expect(adminCredentialsFromEnv({ ADMIN_CLIENT_ID: 'id', ADMIN_CLIENT_SECRET: 'secret' })).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    })
  })
})
