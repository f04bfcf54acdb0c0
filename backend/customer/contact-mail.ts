import type { AppServices, RequestContext } from '../http/context.ts'
import { mailCustomer, shopName } from './mail.ts'

export interface ContactMessage {
  firstName: string
  lastName: string
  email: string
  phone: string | null
  subject: string
  comment: string
}

/**
 * A contact form message goes to the shop's address (core.basicInformation.email, as Shopware's
 * contact_form mail template does) and a copy to the sender, both in the request's language (the
 * sender's: the page they wrote from). Delivery problems are recorded on the outbox row and never
 * fail the request: the message itself is stored already.
 */
export function sendContactMails(services: AppServices, ctx: RequestContext, message: ContactMessage): void {
  const { shop } = services
  const name = shopName(shop)
  const greeting = { letterName: null, firstName: message.firstName, lastName: message.lastName }
  const shopAddress = shop.configString('core.basicInformation.email')
  if (shopAddress)
    mailCustomer(shop, ctx, services.now(), shopAddress, 'contact_form.shop', {
      ...greeting,
      shopName: name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      comment: message.comment,
    })
  mailCustomer(shop, ctx, services.now(), message.email, 'contact_form.copy', {
    ...greeting,
    shopName: name,
    subject: message.subject,
    comment: message.comment,
  })
}
