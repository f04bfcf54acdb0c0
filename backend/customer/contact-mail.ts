import type { AppServices, RequestContext } from '../core/context.ts'
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
 * A contact form message goes to the shop's address (core.basicInformation.email) only, as
 * Shopware's ContactFormRoute sends it to the form's receivers and nobody else. The sender's address
 * is unverified data: a copy to it would let anyone mail their own subject and text to any address
 * through the shop (a relay), so the shop answers from its own mailbox instead. In the request's
 * language; delivery problems are recorded on the outbox row and never fail the request: the
 * message itself is stored already.
 */
export function sendContactMails(services: AppServices, ctx: RequestContext, message: ContactMessage): void {
  const { shop } = services
  const shopAddress = shop.configString('core.basicInformation.email')
  if (!shopAddress) return
  mailCustomer(shop, ctx, services.now(), shopAddress, 'contact_form.shop', {
    letterName: null,
    firstName: message.firstName,
    lastName: message.lastName,
    shopName: shopName(shop),
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    comment: message.comment,
  })
}
