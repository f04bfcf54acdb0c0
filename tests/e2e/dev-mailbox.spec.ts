import { createHash } from 'node:crypto'
import { networkInterfaces } from 'node:os'
import { E2E_PORTS, origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test } from '../fixtures/test.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')
// backend/lib/ids.ts idFor('language', 'en-GB')
const LANGUAGE_EN = createHash('sha1').update('language:en-GB').digest('hex').slice(0, 32)

test('the development mailbox lists the registration mail with a confirm link that works', async ({
  page,
}) => {
  // A registration, the mailbox and a confirmation, with axe runs: over 30 s on a busy machine.
  test.setTimeout(90_000)
  const email = `mailbox.${Date.now()}@example.org`
  // Registered from a page on the en-GB domain (Node cannot resolve en.localhost; Chromium maps it).
  await page.goto(`${SHOP_EN}/`)
  await expectAccessible(page)
  const registered = await page.evaluate(
    async ({ url, language, data }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-storefront': '1', 'sw-language-id': language },
        body: JSON.stringify(data),
      })
      return response.status
    },
    {
      url: `${SHOP_EN}/store-api/account/register`,
      language: LANGUAGE_EN,
      data: {
        salutationId: createHash('sha1').update('salutation:mrs').digest('hex').slice(0, 32),
        firstName: 'Lea',
        lastName: 'Sommer',
        email,
        password: 'mailbox-pass-1',
        acceptedDataProtection: true,
        storefrontUrl: SHOP_EN,
        billingAddress: {
          countryId: createHash('sha1').update('country:DE').digest('hex').slice(0, 32),
          street: 'Am Deich 4',
          zipcode: '26548',
          city: 'Norderney',
        },
      },
    },
  )
  expect(registered).toBe(200)

  // Only this recipient's mails: the full outbox of a test run is dozens of mail frames, each of which
  // axe enters, which takes longer than a test may on a busy machine.
  await page.goto(`${SHOP_EN}/_dev/mailbox?to=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development mailbox')
  const mail = page.getByRole('article', { name: 'Please confirm your registration at Gartenwerk' }).first()
  await expect(mail).toContainText(email)
  await expect(mail.getByRole('definition').first()).toHaveText(email)
  const link = mail.getByRole('link', { name: /\/account\/register\/confirm\?em=/ })
  const href = await link.getAttribute('href')
  expect(href?.startsWith(`${SHOP_EN}/account/register/confirm?em=`)).toBe(true)
  const frame = page
    .frameLocator(`iframe[title="Content of the e-mail “Please confirm your registration at Gartenwerk”"]`)
    .first()
  await expect(frame.getByRole('link', { name: 'Confirm registration' })).toHaveAttribute('href', href ?? '')
  await expectAccessible(page)

  const url = new URL(href ?? '')
  const confirmed = await page.request.post(`${SHOP}/store-api/account/register-confirm`, {
    headers: { 'x-storefront': '1' },
    data: { em: url.searchParams.get('em'), hash: url.searchParams.get('hash') },
  })
  expect(confirmed.status()).toBe(200)

  const json = await page.request.get(`${SHOP}/_dev/mailbox.json?to=${encodeURIComponent(email)}`)
  const body = (await json.json()) as { mails: { template: string }[] }
  expect(body.mails.map((m) => m.template)).toEqual([
    'customer.register.welcome',
    'customer.register.double_opt_in',
  ])

  await page.goto(`${SHOP}/fr-FR/_dev/mailbox?to=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boîte mail de développement')
  await expectAccessible(page)
  await page.goto(`${SHOP}/_dev/mailbox?to=nobody%40example.org`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwicklungs-Postfach')
  await expect(page.getByRole('main')).toContainText('Noch keine E-Mails.')
  await expectAccessible(page)
})

/** A non-loopback address of this machine, when it has one (the shop listens on every interface). */
function externalAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    const found = list?.find((entry) => !entry.internal && entry.family === 'IPv4')
    if (found) return found.address
  }
  return undefined
}

test('the development mailbox does not exist for connections from another machine', async ({ request }) => {
  const address = externalAddress()
  test.skip(!address, 'this machine has no non-loopback address to connect from')
  // Connected to the machine's own network address, the shop sees that address as the peer; the
  // headers claiming loopback must not matter.
  const response = await request.get(`http://${address}:${E2E_PORTS.shop}/_dev/mailbox.json`, {
    headers: { 'x-forwarded-for': '127.0.0.1', host: `localhost:${E2E_PORTS.shop}` },
  })
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('text/html')
  expect(await response.text()).not.toContain('"mails"')
})

test('a server started without opting in has no development mailbox', async ({ request }) => {
  // The maintenance server runs the embedded back end like the shop, but without DEV_MAILBOX=1:
  // the path is an ordinary storefront page there (the maintenance page, like every other page).
  const response = await request.get(`${origin('maintenance')}/_dev/mailbox.json`)
  expect(response.status()).toBe(503)
  expect(await response.text()).not.toContain('"mails"')
})
