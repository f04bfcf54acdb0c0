// POST /contact-form, the newsletter routes (/newsletter/subscribe, /confirm, /unsubscribe) and the
// logged-in customer's newsletter status (/account/newsletter-recipient). Failures reject with
// ApiError (validation 400 with violations per field, 429 when rate-limited, 403 without a login).

import type { ResourceContext } from './shared.ts'
import type { WireBody, WireResponse } from '../wire.ts'

export type ContactFormBody = WireBody<'sendContactMail post /contact-form'>
export type NewsletterSubscribeBody = WireBody<'subscribeToNewsletter post /newsletter/subscribe'>
export type NewsletterStatus =
  WireResponse<'readNewsletterRecipient post /account/newsletter-recipient'>['status']

export interface FormsResource {
  sendContact(body: ContactFormBody): Promise<void>
  /** Resolves with the subscription status (`notSet` until the confirmation mail's link is followed). */
  subscribeNewsletter(body: NewsletterSubscribeBody): Promise<string>
  /** The confirmation link's parameters: em (sha1 of the address) and hash. */
  confirmNewsletter(params: { em: string; hash: string }): Promise<void>
  unsubscribeNewsletter(email: string): Promise<void>
  /** The logged-in customer's own subscription (`undefined`: never subscribed). */
  newsletterStatus(): Promise<NewsletterStatus>
}

export function createFormsResource({ invoke }: ResourceContext): FormsResource {
  return {
    async sendContact(body) {
      await invoke('sendContactMail post /contact-form', { body })
    },
    async subscribeNewsletter(body) {
      const { data } = await invoke('subscribeToNewsletter post /newsletter/subscribe', { body })
      return data.status
    },
    async confirmNewsletter(params) {
      await invoke('confirmNewsletter post /newsletter/confirm', { body: params })
    },
    async unsubscribeNewsletter(email) {
      await invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email } })
    },
    async newsletterStatus() {
      const { data } = await invoke('readNewsletterRecipient post /account/newsletter-recipient', {
        body: {},
      })
      return data.status
    },
  }
}
