import { IDS, idFor } from '../../backend/lib/ids.ts'
import type { CatalogLocale } from '../fixtures/catalog.ts'
import { COVERS, journeyEmail } from '../fixtures/checkout-journey.ts'
import { type ClientAnswer, fromClientAddress, origin } from '../fixtures/servers.ts'
import { languageIds } from '../fixtures/store-api.ts'
import { expect, test } from '../fixtures/test.ts'

// The mail-links guard (issue 29): every link in every mail the shop writes for a shopper opens a
// page of the running shop, on its port and in the mail's locale. The shopper test found the
// guest's "view order" link pointing at port 3000 while the shop ran on another port. The mails
// are asked for through the shop's own Store API proxy, as its pages ask: a registration (double
// opt-in), a newsletter subscription (double opt-in) and a guest order (confirmation with the
// order's link); the password recovery mail is followed by the account journeys.

/**
 * Each site's shopper connects from a loopback address of its own: newsletter sign-ups are limited
 * per client address (3 in 30 s), and the run's browser journeys sign up from 127.0.0.1.
 */
const SITES: { locale: CatalogLocale; base: string; lang: string; address: string }[] = [
  { locale: 'de-DE', base: origin('shop'), lang: 'de-DE', address: '127.0.0.11' },
  { locale: 'en-GB', base: origin('shop', 'en.localhost'), lang: 'en-GB', address: '127.0.0.12' },
  { locale: 'fr-FR', base: `${origin('shop')}/fr-FR`, lang: 'fr-FR', address: '127.0.0.13' },
]

const UNSAFE = { 'x-storefront': '1', 'content-type': 'application/json', accept: 'application/json' }

/** GET `url` and its redirects from the client `address`, answering the last response and URL. */
async function open(url: string, address: string): Promise<{ answer: ClientAnswer; url: string }> {
  const send = fromClientAddress(address)
  let current = url
  for (let hop = 0; hop < 5; hop++) {
    const answer = await send('GET', current)
    const location = answer.headers.location
    if (answer.status < 300 || answer.status >= 400 || !location) return { answer, url: current }
    current = new URL(location, current).href
  }
  throw new Error(`${url}: more than five redirects`)
}

interface Mail {
  template: string
  recipient: string
  links: string[]
}

for (const site of SITES) {
  test(`${site.locale}: every link of the registration, newsletter and order mails opens a page of this shop`, async ({
    request,
  }) => {
    test.setTimeout(300_000)
    const shop = new URL(site.base)
    const send = fromClientAddress(site.address)
    const languageId = (await languageIds(request, origin('shop')))[site.locale]
    expect(languageId).toBeTruthy()
    const headers = (token?: string) => ({
      ...UNSAFE,
      'sw-language-id': languageId ?? '',
      ...(token ? { 'sw-context-token': token } : {}),
    })
    // Newsletter sign-ups are limited per client: should the limit still answer first (a rerun on
    // the same server within 30 s), the 429 is waited out as its answer says, as a patient shopper would.
    const post = async (path: string, body: unknown, token?: string) => {
      for (let attempt = 1; ; attempt++) {
        const answer = await send('POST', `${shop.origin}/store-api${path}`, {
          body,
          headers: headers(token),
        })
        if (answer.status === 429 && attempt < 4) {
          const said = JSON.parse(answer.text) as {
            errors?: { meta?: { parameters?: { seconds?: number } } }[]
          }
          const seconds = Math.min(said.errors?.[0]?.meta?.parameters?.seconds ?? 30, 60)
          await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000))
          continue
        }
        expect(answer.status, `POST ${path}: ${answer.text}`).toBeLessThan(300)
        return answer
      }
    }
    const person = (email: string, extra: Record<string, unknown> = {}) => ({
      accountType: 'private',
      salutationId: idFor('salutation', 'mrs'),
      firstName: 'Greta',
      lastName: 'Post',
      email,
      acceptedDataProtection: true,
      storefrontUrl: site.base,
      billingAddress: { countryId: IDS.countryDe, street: 'Gartenweg 12', zipcode: '10115', city: 'Berlin' },
      ...extra,
    })

    const customer = journeyEmail(`mail-register-${site.locale}`)
    await post('/account/register', person(customer, { password: 'garden-secret-1' }))
    const reader = journeyEmail(`mail-newsletter-${site.locale}`)
    await post('/newsletter/subscribe', { email: reader, option: 'subscribe', storefrontUrl: site.base })
    const guest = journeyEmail(`mail-order-${site.locale}`)
    const registered = await post('/account/register', person(guest, { guest: true }))
    const token = registered.headers['sw-context-token']?.toString()
    await post(
      '/checkout/cart/line-item',
      {
        items: [{ type: 'product', referencedId: idFor('product', COVERS), quantity: 1 }],
      },
      token,
    )
    await send('PATCH', `${shop.origin}/store-api/context`, {
      body: { paymentMethodId: IDS.paymentPrepayment },
      headers: headers(token),
    })
    await post('/checkout/order', {}, token)

    const mails: Mail[] = []
    for (const recipient of [customer, reader, guest]) {
      const box = `${origin('shop')}/_dev/mailbox.json?to=${encodeURIComponent(recipient)}`
      await expect(async () => {
        const answer = await send('GET', box)
        const { mails: found } = JSON.parse(answer.text) as { mails: Mail[] }
        expect(found.length, `mails to ${recipient}`).toBeGreaterThan(0)
        mails.push(...found)
      }).toPass({ timeout: 10_000 })
    }
    expect(mails.map((mail) => mail.template)).toEqual(
      expect.arrayContaining([
        'customer.register.double_opt_in',
        'newsletter.double_opt_in',
        'order.confirmation',
      ]),
    )

    const problems: string[] = []
    for (const mail of mails) {
      for (const link of mail.links) {
        const linked = new URL(link)
        if (linked.protocol === 'mailto:' || linked.protocol === 'tel:') continue
        const where = `${mail.template}: ${link}`
        if (linked.origin !== shop.origin) {
          problems.push(`${where}: not on the shop's origin ${shop.origin}`)
          continue
        }
        if (
          site.locale === 'fr-FR'
            ? !linked.pathname.startsWith('/fr-FR')
            : linked.pathname.startsWith('/fr-FR')
        ) {
          problems.push(`${where}: not in the mail's locale ${site.locale}`)
          continue
        }
        const { answer, url } = await open(link, site.address)
        if (answer.status !== 200) {
          problems.push(`${where}: answers ${answer.status} (at ${url})`)
          continue
        }
        const html = answer.text
        const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1]
        if (lang !== site.lang) problems.push(`${where}: opens a page in ${lang ?? 'no language'}`)
      }
    }
    expect(problems).toEqual([])
  })
}
