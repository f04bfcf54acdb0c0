import type { Page } from '@playwright/test'
import { open, registerByApi } from '../fixtures/account-journey.ts'
import { tr } from '../fixtures/catalog.ts'
import { origin } from '../fixtures/servers.ts'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures/test.ts'

// The account overview's newsletter card in a real browser (de-DE): a new customer subscribes with
// their own address (no confirmation link needed, as in Shopware), gets the mail with the welcome
// code in the development mailbox, sees the status on the card and after a reload, and unsubscribes.
// On the second shop (guest orders off, same catalogue): its newsletter limit is its own, so this
// sign-up does not count against the footer sign-ups of newsletter.spec.ts and content-seo.spec.ts.

const SHOP = origin('noGuest')

interface Mail {
  template: string
  text: string
}

async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`${SHOP}/_dev/mailbox.json?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { mails: Mail[] }).mails
}

test('de-DE: the overview card subscribes (code mail in the mailbox), shows the status and unsubscribes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `card-de-${Date.now()}@example.org`
  await registerByApi(page, { locale: 'de-DE', base: SHOP }, email, 'Greta')
  const card = page.getByRole('main').getByRole('region', { name: tr('de-DE', 'Newsletter') })
  const status = card.getByRole('status')
  const notSubscribed = tr('de-DE', 'Subscribe to our newsletter and get 10% off your first order.')
  const subscribed = tr('de-DE', 'You receive our newsletter at {email}.', { email })
  await expect(status).toHaveText(notSubscribed)
  expect((await mailsTo(page, email)).some((m) => m.template.startsWith('newsletter.'))).toBe(false)

  await card.getByRole('button', { name: tr('de-DE', 'Subscribe'), exact: true }).click()
  await expect(page.getByText(tr('de-DE', 'You are now subscribed to the newsletter.')).first()).toBeVisible()
  await expect(status).toHaveText(subscribed)
  await expectAccessible(page)

  // The mail with the single-use welcome code, in German.
  let welcome: Mail | undefined
  await expect(async () => {
    welcome = (await mailsTo(page, email)).find((m) => m.template === 'newsletter.confirmed')
    expect(welcome).toBeDefined()
  }).toPass({ timeout: 10_000 })
  expect(welcome?.text).toMatch(/GW-[A-Z2-9]{8}/)
  expect(welcome?.text).toContain('Gutscheincode')

  // The status comes from the Store API, not from the page's memory.
  await open(page, `${SHOP}/account`)
  await expect(status).toHaveText(subscribed)

  await card.getByRole('button', { name: tr('de-DE', 'Unsubscribe'), exact: true }).click()
  await expect(
    page.getByText(tr('de-DE', 'You have unsubscribed from the newsletter.')).first(),
  ).toBeVisible()
  await expect(status).toHaveText(notSubscribed)
  await expectAccessible(page)
  await page.reload()
  await waitForHydration(page)
  await expect(status).toHaveText(notSubscribed)
  // Unsubscribing sends no second code.
  expect((await mailsTo(page, email)).filter((m) => m.template === 'newsletter.confirmed')).toHaveLength(1)
})
