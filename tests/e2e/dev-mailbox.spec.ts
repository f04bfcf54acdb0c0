import { createHash } from 'node:crypto'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test } from '../fixtures/test.ts'

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')
// backend/lib/ids.ts idFor('language', 'en-GB')
const LANGUAGE_EN = createHash('sha1').update('language:en-GB').digest('hex').slice(0, 32)

test('the development mailbox lists the registration mail with a confirm link that works', async ({
  page,
}) => {
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

  // Only this test's mails: journeys running in parallel write theirs into the same mailbox, and
  // every mail is an iframe that the accessibility check has to go through.
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
