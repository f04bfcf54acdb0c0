// POST /contact-form and /newsletter/subscribe (CMS form elements). Failures reject with ApiError
// (validation 400 with violations per field, 429 when rate-limited).

import type { ResourceContext } from './shared.ts'
import type { WireBody } from '../wire.ts'

export type ContactFormBody = WireBody<'sendContactMail post /contact-form'>
export type NewsletterSubscribeBody = WireBody<'subscribeToNewsletter post /newsletter/subscribe'>

export interface FormsResource {
  sendContact(body: ContactFormBody): Promise<void>
  /** Resolves with the subscription status (`notSet` until the confirmation mail's link is followed). */
  subscribeNewsletter(body: NewsletterSubscribeBody): Promise<string>
}

export function createFormsResource({ http }: ResourceContext): FormsResource {
  return {
    async sendContact(body) {
      await http.post('/contact-form', body)
    },
    async subscribeNewsletter(body) {
      const { data } = await http.post<{ success: boolean; status: string }>('/newsletter/subscribe', body)
      return data.status
    },
  }
}
