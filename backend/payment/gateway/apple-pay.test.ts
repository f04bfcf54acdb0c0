// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applePayPage } from './pages.ts'
import type { GatewaySession } from './session.ts'

const SCRIPT = readFileSync(join(import.meta.dirname, 'assets', 'apple-pay.js'), 'utf8')

const session: GatewaySession = {
  id: 'abcdefghijklmnopqrstuvwxyz012345',
  method: 'apple-pay',
  amount: 129.9,
  currencyIso: 'EUR',
  merchant: 'Gartenwerk',
  reference: '10077',
  locale: 'en-GB',
  returnUrl: '/payment/finalize-transaction?_sw_payment_token=t',
  status: 'pending',
  cardBrand: null,
  cardLast4: null,
  declineCode: null,
  expiresAt: '2026-11-20T10:30:00.000Z',
}

interface FakeSession {
  version: number
  request: Record<string, unknown>
  onvalidatemerchant?: (e: { validationURL: string }) => void
  onpaymentauthorized?: (e: { payment: { token: unknown } }) => void
  completeMerchantValidation: ReturnType<typeof vi.fn>
  completePayment: ReturnType<typeof vi.fn>
  abort: ReturnType<typeof vi.fn>
  begin: ReturnType<typeof vi.fn>
}

function load(applePay: unknown): void {
  const html = applePayPage(session, false)
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  Object.assign(window, { ApplePaySession: applePay })
  new Function(SCRIPT)()
}

const byId = (id: string) => document.getElementById(id) as HTMLElement

afterEach(() => {
  Reflect.deleteProperty(window, 'ApplePaySession')
  vi.restoreAllMocks()
  // restoreAllMocks leaves stubbed globals in place: the worker's later files (isolate: false) would
  // call this file's fetch mock.
  vi.unstubAllGlobals()
})

describe('apple-pay.js', () => {
  it('leaves "unavailable" in place where there is no ApplePaySession or it cannot pay', () => {
    load(undefined)
    expect(byId('apple-pay-available').hidden).toBe(true)
    expect(byId('apple-pay-unavailable').hidden).toBe(false)
    load({ canMakePayments: () => false })
    expect(byId('apple-pay-available').hidden).toBe(true)
  })

  it('shows the button, validates the merchant through the provider and posts the authorised payment', async () => {
    const created: FakeSession[] = []
    class Fake {
      static STATUS_SUCCESS = 0
      static canMakePayments = () => true
      constructor(version: number, request: Record<string, unknown>) {
        const s: FakeSession = {
          version,
          request,
          completeMerchantValidation: vi.fn(),
          completePayment: vi.fn(),
          abort: vi.fn(),
          begin: vi.fn(),
        }
        created.push(s)
        // biome-ignore lint/correctness/noConstructorReturn: the fake session records what the script does
        return s
      }
    }
    const merchant = { merchantSessionIdentifier: 'demo' }
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(merchant), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    load(Fake)
    expect(byId('apple-pay-available').hidden).toBe(false)
    expect(byId('apple-pay-unavailable').hidden).toBe(true)
    const form = byId('apple-pay-form') as HTMLFormElement
    const submit = vi.spyOn(form, 'submit').mockImplementation(() => {})

    byId('apple-pay-button').click()
    const s = created[0]
    expect(s?.version).toBe(3)
    expect(s?.request).toMatchObject({
      countryCode: 'DE',
      currencyCode: 'EUR',
      total: { label: 'Gartenwerk', amount: '129.90' },
    })
    expect(s?.begin).toHaveBeenCalled()

    s?.onvalidatemerchant?.({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    })
    await vi.waitFor(() => expect(s?.completeMerchantValidation).toHaveBeenCalledWith(merchant))
    expect(fetchMock).toHaveBeenCalledWith(`/demo-payment/${session.id}/apple-pay/session`, expect.anything())

    s?.onpaymentauthorized?.({ payment: { token: { paymentData: { version: 'EC_v1' } } } })
    expect((form.elements.namedItem('paymentData') as HTMLInputElement).value).toBe(
      '{"paymentData":{"version":"EC_v1"}}',
    )
    expect(s?.completePayment).toHaveBeenCalledWith(0)
    expect(submit).toHaveBeenCalled()
  })
})
