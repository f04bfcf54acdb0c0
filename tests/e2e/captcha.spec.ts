import { tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// Without RECAPTCHA_SITE_KEY (the e2e shop has none) the public forms load nothing from Google when
// used, show no reCAPTCHA notice and keep the CSP as it is. They are not sent here: the shop's
// newsletter limit belongs to newsletter.spec.ts, which shows they work as before. With a key, the
// markup, the CSP and the token are covered by server/captcha.test.ts, src/features/captcha and
// backend/tests/captcha.test.ts: this machine cannot load Google's script.

const SHOP = origin('shop')
const PROVIDER = /(^|\.)(google\.com|gstatic\.com|recaptcha\.net)$/

test('de-DE without a key: the footer sign-up and the registration form, when used, request nothing from reCAPTCHA', async ({
  openPage,
}) => {
  const page = await openPage({ acceptLanguage: 'de-DE,de;q=0.9' })
  const toProvider: string[] = []
  page.on('request', (request) => {
    if (PROVIDER.test(new URL(request.url()).hostname)) toProvider.push(request.url())
  })
  const home = await page.goto(`${SHOP}/`)
  expect(home?.headers()['content-security-policy']).not.toContain('google.com')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/reCAPTCHA/)).toHaveCount(0)
  // Using the form is what loads the script when a key is set; without one, nothing.
  const field = footer.getByLabel(tr('de-DE', 'E-mail address'), { exact: true })
  await field.click()
  await field.fill('nokey@example.org')
  await footer.getByRole('button', { name: tr('de-DE', 'Subscribe'), exact: true }).focus()
  await expectAccessible(page)

  await page.goto(`${SHOP}/register`)
  await waitForHydration(page)
  const main = page.getByRole('main')
  await main.getByLabel(tr('de-DE', 'E-mail address'), { exact: true }).fill('someone@example.org')
  await expect(main.getByText(/reCAPTCHA/)).toHaveCount(0)
  await expectAccessible(page)
  expect(toProvider).toEqual([])
})
