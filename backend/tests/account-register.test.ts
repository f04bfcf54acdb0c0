import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS } from '../lib/ids.ts'
import { createTestBackend, type TestBackend } from '../test-support/backend.ts'
import {
  activeCustomer,
  confirmParams,
  errorCodes,
  headers,
  lastMailTo,
  login,
  PASSWORD,
  pointers,
  registration,
  token,
  uniqueEmail,
} from './account-helpers.ts'
import { call, get, str } from './helpers.ts'

let t: TestBackend

beforeAll(async () => {
  t = await createTestBackend()
})
afterAll(() => t.backend.close())

describe('POST /account/register', () => {
  it('registers a private customer inactive until the double opt-in, and mails the confirm link', async () => {
    const body = registration({
      shippingAddress: { countryId: IDS.countryDe, street: 'Am Hafen 3', zipcode: '20457', city: 'Hamburg' },
      birthdayDay: 3,
      birthdayMonth: 7,
      birthdayYear: 1990,
    })
    const res = await call(t, 'POST', '/account/register', { body })
    expect(res.status).toBe(200)
    expect(get(res.body, 'apiAlias')).toBe('customer')
    expect(get(res.body, 'active')).toBe(false)
    expect(get(res.body, 'doubleOptInRegistration')).toBe(true)
    expect(get(res.body, 'accountType')).toBe('private')
    expect(get(res.body, 'email')).toBe(body.email)
    expect(get(res.body, 'birthday')).toBe('1990-07-03')
    expect(get(res.body, 'defaultBillingAddress', 'city')).toBe('Berlin')
    expect(get(res.body, 'defaultShippingAddress', 'city')).toBe('Hamburg')
    // the address defaults to the customer's names
    expect(get(res.body, 'defaultShippingAddress', 'firstName')).toBe('Max')
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD)
    expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$/)
    // not logged in: the context has no customer
    const context = await call(t, 'GET', '/context', { headers: headers(token(res)) })
    expect(get(context.body, 'customer')).toBeNull()

    const mail = lastMailTo(t, String(body.email))
    expect(mail.template).toBe('customer.register.double_opt_in')
    expect(mail.locale).toBe('de-DE')
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Gartenwerk')
    expect(mail.text).toContain('Sehr geehrter Herr Mustermann,')
    const link = new URL(mail.links[0] ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/account/register/confirm')
    expect(link.searchParams.get('hash')).toMatch(/^[0-9a-f]{32}$/)
    expect(link.searchParams.get('em')).toMatch(/^[0-9a-f]{40}$/)
    expect(mail.html).toContain(`href="${mail.links[0]?.replaceAll('&', '&amp;')}"`)
  })

  it('registers a business customer with a VAT id of the billing country and refuses malformed ones', async () => {
    const ok = await call(t, 'POST', '/account/register', {
      body: registration({ accountType: 'business', company: 'Grünzeug GmbH', vatIds: ['DE123456789'] }),
    })
    expect(ok.status).toBe(200)
    expect(get(ok.body, 'accountType')).toBe('business')
    expect(get(ok.body, 'company')).toBe('Grünzeug GmbH')
    expect(get(ok.body, 'vatIds')).toEqual(['DE123456789'])
    expect(get(ok.body, 'defaultBillingAddress', 'company')).toBe('Grünzeug GmbH')

    const bad = await call(t, 'POST', '/account/register', {
      body: registration({ accountType: 'business', company: 'Grünzeug GmbH', vatIds: ['DE12345'] }),
    })
    expect(bad.status).toBe(400)
    expect(errorCodes(bad)).toEqual(['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT'])
    expect(pointers(bad)).toEqual(['/vatIds'])
    expect(get(bad.body, 'errors', 0, 'meta', 'parameters', '{{ vatId }}')).toBe('DE12345')

    // an Austrian VAT id does not fit a German billing address
    const foreign = await call(t, 'POST', '/account/register', {
      body: registration({ accountType: 'business', company: 'X', vatIds: ['ATU12345678'] }),
    })
    expect(errorCodes(foreign)).toEqual(['VIOLATION::VAT_ID_FORMAT_NOT_CORRECT'])

    const missing = await call(t, 'POST', '/account/register', {
      body: registration({ accountType: 'business' }),
    })
    expect(missing.status).toBe(400)
    expect(pointers(missing).sort()).toEqual(['/company', '/vatIds'])
    expect(new Set(errorCodes(missing))).toEqual(new Set(['VIOLATION::IS_BLANK_ERROR']))
  })

  it('refuses a duplicate e-mail address, whatever its case', async () => {
    const email = uniqueEmail()
    expect((await call(t, 'POST', '/account/register', { body: registration({ email }) })).status).toBe(200)
    const again = await call(t, 'POST', '/account/register', {
      body: registration({ email: email.toUpperCase() }),
    })
    expect(again.status).toBe(400)
    expect(errorCodes(again)).toEqual(['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE'])
    expect(pointers(again)).toEqual(['/email'])
  })

  it('answers each rule with its violation code and pointer', async () => {
    // the shop asks for the privacy consent (Shopware's default does not)
    const { Database } = await import('../db/sqlite.ts')
    const db = new Database(t.databasePath)
    db.prepare(
      "INSERT INTO system_config (config_key, sales_channel_id, value) VALUES ('core.loginRegistration.requireDataProtectionCheckbox', '', 'true')",
    ).run()
    db.close()
    const res = await call(t, 'POST', '/account/register', {
      body: registration({
        email: 'not-an-address',
        password: 'short',
        firstName: '  ',
        acceptedDataProtection: false,
        storefrontUrl: 'https://evil.example',
        billingAddress: { countryId: IDS.countryDe, street: '', zipcode: '1234', city: 'Berlin' },
      }),
    })
    expect(res.status).toBe(400)
    const byPointer = Object.fromEntries(pointers(res).map((p, i) => [p, errorCodes(res)[i]]))
    expect(byPointer).toEqual({
      '/email': 'VIOLATION::STRICT_CHECK_FAILED_ERROR',
      '/password': 'VIOLATION::TOO_SHORT_ERROR',
      '/firstName': 'VIOLATION::IS_BLANK_ERROR',
      '/acceptedDataProtection': 'VIOLATION::IS_BLANK_ERROR',
      '/storefrontUrl': 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      '/billingAddress/street': 'VIOLATION::IS_BLANK_ERROR',
      '/billingAddress/zipcode': 'VIOLATION::ZIP_CODE_INVALID',
    })
    const tooShort = (get(res.body, 'errors') as unknown[]).find(
      (e) => get(e as never, 'code') === 'VIOLATION::TOO_SHORT_ERROR',
    )
    expect(get(tooShort as never, 'meta', 'parameters', '{{ limit }}')).toBe(8)
    expect(get(tooShort as never, 'title')).toBe('Constraint violation error')
    // a password is never echoed back
    expect(JSON.stringify(res.body)).not.toContain('short"')
    const off = new Database(t.databasePath)
    off
      .prepare(
        "DELETE FROM system_config WHERE config_key = 'core.loginRegistration.requireDataProtectionCheckbox'",
      )
      .run()
    off.close()
  })

  it('registers without acceptedDataProtection unless the shop asks for it, as Shopware does', async () => {
    const res = await call(t, 'POST', '/account/register', {
      body: registration({ acceptedDataProtection: undefined }),
    })
    expect(res.status).toBe(200)
  })

  it('needs a billing address with country, and a known salutation and country', async () => {
    const none = await call(t, 'POST', '/account/register', {
      body: registration({ billingAddress: undefined }),
    })
    expect(pointers(none)).toContain('/billingAddress')
    const unknown = await call(t, 'POST', '/account/register', {
      body: registration({
        salutationId: 'f'.repeat(32),
        billingAddress: { countryId: 'e'.repeat(32), street: 'X 1', zipcode: '1', city: 'Y' },
      }),
    })
    expect(unknown.status).toBe(400)
    expect(pointers(unknown)).toEqual(expect.arrayContaining(['/salutationId', '/billingAddress/countryId']))
    expect(new Set(errorCodes(unknown))).toEqual(new Set(['VIOLATION::ENTITY_DOES_NOT_EXIST']))
  })

  it('accepts the storefront domains (any port on localhost) and nothing else', async () => {
    for (const url of [
      'http://localhost:3000',
      'http://localhost:4210/',
      'http://en.localhost:4211',
      'http://localhost:3000/fr-FR',
    ]) {
      const res = await call(t, 'POST', '/account/register', { body: registration({ storefrontUrl: url }) })
      expect(res.status, url).toBe(200)
    }
    for (const url of [
      'http://localhost.evil.example:3000',
      'https://localhost:3000',
      'http://localhost:3000/de-DE',
      'javascript:alert(1)',
      'http://127.0.0.1:3000',
    ]) {
      const res = await call(t, 'POST', '/account/register', { body: registration({ storefrontUrl: url }) })
      expect(errorCodes(res), url).toEqual(['VIOLATION::NO_SUCH_CHOICE_ERROR'])
    }
  })
})

describe('POST /account/register-confirm', () => {
  it('activates with the mailed hash, logs in with a new token and refuses a second use', async () => {
    const body = registration()
    const email = String(body.email)
    const registered = await call(t, 'POST', '/account/register', { body })
    const guestToken = token(registered)
    const params = confirmParams(t, email)

    const beforeConfirm = await login(t, email, PASSWORD)
    expect(beforeConfirm.status).toBe(401)
    expect(errorCodes(beforeConfirm)).toEqual(['CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED'])

    const wrongHash = await call(t, 'POST', '/account/register-confirm', {
      body: { ...params, hash: '0'.repeat(32) },
      headers: headers(guestToken),
    })
    expect(wrongHash.status).toBe(404)
    expect(errorCodes(wrongHash)).toEqual(['CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH'])
    const wrongEm = await call(t, 'POST', '/account/register-confirm', {
      body: { ...params, em: 'a'.repeat(40) },
      headers: headers(guestToken),
    })
    expect(wrongEm.status).toBe(404)
    const noHash = await call(t, 'POST', '/account/register-confirm', {
      body: { em: params.em },
      headers: headers(guestToken),
    })
    expect(noHash.status).toBe(404)
    expect(errorCodes(noHash)).toEqual(['CHECKOUT__NO_HASH_PROVIDED'])

    const confirmed = await call(t, 'POST', '/account/register-confirm', {
      body: params,
      headers: headers(guestToken),
    })
    expect(confirmed.status).toBe(200)
    const customerToken = token(confirmed)
    expect(customerToken).not.toBe(guestToken)
    const me = await call(t, 'POST', '/account/customer', { headers: headers(customerToken) })
    expect(me.status).toBe(200)
    expect(get(me.body, 'email')).toBe(email)
    expect(get(me.body, 'active')).toBe(true)
    expect(typeof get(me.body, 'doubleOptInConfirmDate')).toBe('string')
    // the guest token died with the login
    const old = await call(t, 'GET', '/context', { headers: headers(guestToken) })
    expect(token(old)).not.toBe(guestToken)
    expect(lastMailTo(t, email).template).toBe('customer.register.welcome')

    const twice = await call(t, 'POST', '/account/register-confirm', { body: params })
    expect(twice.status).toBe(412)
    expect(errorCodes(twice)).toEqual(['CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED'])
    expect((await login(t, email, PASSWORD)).status).toBe(200)
  })
})

describe('mails in the context language', () => {
  const cases = [
    {
      language: IDS.languageDe,
      locale: 'de-DE',
      subject: 'Bitte bestätigen Sie Ihre Registrierung bei Gartenwerk',
      phrase: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Sehr geehrte Frau Sommer,',
      closing: 'Ihr Gartenwerk-Team',
    },
    {
      language: IDS.languageEn,
      locale: 'en-GB',
      subject: 'Please confirm your registration at Gartenwerk',
      phrase: 'Please confirm your e-mail address',
      greeting: 'Dear Mrs Sommer,',
      closing: 'Your Gartenwerk team',
    },
    {
      language: IDS.languageFr,
      locale: 'fr-FR',
      subject: 'Veuillez confirmer votre inscription chez Gartenwerk',
      phrase: 'Veuillez confirmer votre adresse e-mail',
      greeting: 'Chère Madame Sommer,',
      closing: 'L’équipe Gartenwerk',
    },
  ]
  for (const c of cases) {
    it(`writes the registration and recovery mails in ${c.locale}`, async () => {
      const body = registration({ salutationId: await salutationMrs(), lastName: 'Sommer', firstName: 'Lea' })
      const lang = { 'sw-language-id': c.language }
      const res = await call(t, 'POST', '/account/register', { body, headers: lang })
      expect(res.status).toBe(200)
      const mail = lastMailTo(t, String(body.email))
      expect(mail.locale).toBe(c.locale)
      expect(mail.subject).toBe(c.subject)
      expect(mail.text).toContain(c.phrase)
      expect(mail.text.startsWith(c.greeting)).toBe(true)
      expect(mail.text).toContain(c.closing)
      expect(mail.html).toContain(`<html lang="${c.locale}">`)
      if (c.locale === 'fr-FR') expect(mail.text).toContain('\u202f;')

      const active = await activeCustomer(t, { lastName: 'Sommer', salutationId: await salutationMrs() })
      const recovery = await call(t, 'POST', '/account/recovery-password', {
        body: { email: active.email, storefrontUrl: 'http://localhost:3000' },
        headers: lang,
      })
      expect(recovery.status).toBe(200)
      const recoveryMail = lastMailTo(t, active.email)
      expect(recoveryMail.template).toBe('customer.recovery.request')
      expect(recoveryMail.locale).toBe(c.locale)
      expect(recoveryMail.links[0]).toMatch(
        /^http:\/\/localhost:3000\/account\/recover\/password\?hash=[0-9a-f]{32}$/,
      )
      expect(recoveryMail.text).toMatch(
        c.locale === 'de-DE'
          ? /2 Stunden gültig/
          : c.locale === 'fr-FR'
            ? /2\u202fheures/
            : /valid for 2 hours/,
      )
    })
  }
})

async function salutationMrs(): Promise<string> {
  const res = await call(t, 'POST', '/salutation')
  const list = get(res.body, 'elements') as unknown[]
  const mrs = list.find((s) => get(s as never, 'salutationKey') === 'mrs')
  return str(mrs as never, 'id')
}

describe('registration variants', () => {
  it('registers a guest without password: logged in at once, the e-mail may repeat', async () => {
    const email = uniqueEmail('gast')
    const guestBody = registration({
      email,
      guest: true,
      password: undefined,
      acceptedDataProtection: undefined,
    })
    const first = await call(t, 'POST', '/account/register', { body: guestBody })
    expect(first.status).toBe(200)
    expect(get(first.body, 'guest')).toBe(true)
    expect(get(first.body, 'active')).toBe(true)
    const me = await call(t, 'POST', '/account/customer', { headers: headers(token(first)) })
    expect(get(me.body, 'guest')).toBe(true)
    // guests cannot use the registered-only routes
    const profile = await call(t, 'POST', '/account/change-profile', {
      headers: headers(token(first)),
      body: { firstName: 'A', lastName: 'B' },
    })
    expect(profile.status).toBe(403)
    const second = await call(t, 'POST', '/account/register', { body: guestBody })
    expect(second.status).toBe(200)
    // and a real account with that e-mail is still possible; guests never log in with a password
    expect((await call(t, 'POST', '/account/register', { body: registration({ email }) })).status).toBe(200)
    expect(
      t.backend
        .listOutbox(500)
        .filter((m) => m.recipient === email)
        .map((m) => m.template),
    ).toEqual(['customer.register.double_opt_in'])
  })

  it('logs in right away when double opt-in is switched off', async () => {
    const { Database } = await import('../db/sqlite.ts')
    const db = new Database(t.databasePath)
    const set = (value: string) =>
      db
        .prepare(
          "UPDATE system_config SET value = ? WHERE config_key = 'core.loginRegistration.doubleOptInRegistration'",
        )
        .run(value)
    try {
      set('false')
      const body = registration()
      const anonymous = await call(t, 'GET', '/context')
      const res = await call(t, 'POST', '/account/register', { body, headers: headers(token(anonymous)) })
      expect(res.status).toBe(200)
      expect(get(res.body, 'active')).toBe(true)
      expect(get(res.body, 'doubleOptInRegistration')).toBe(false)
      expect(token(res)).not.toBe(token(anonymous))
      const context = await call(t, 'GET', '/context', { headers: headers(token(res)) })
      expect(get(context.body, 'customer', 'email')).toBe(body.email)
      expect(lastMailTo(t, String(body.email)).template).toBe('customer.register.welcome')
    } finally {
      set('true')
      db.close()
    }
  })
})
