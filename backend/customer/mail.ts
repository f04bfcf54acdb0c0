import type { RequestContext } from '../core/context.ts'
import type { Shop } from '../core/shop.ts'
import { queueMail } from '../mail/outbox.ts'
import { type MailGreeting, type MailTemplate, mailLocale, type TemplateData } from '../mail/templates.ts'
import type { CustomerRow } from '../core/customers.ts'

export function shopName(shop: Shop): string {
  return shop.configString('core.basicInformation.shopName') ?? 'Gartenwerk'
}

/** The greeting data of a customer in the request language (salutation letter name included). */
export function greetingOf(shop: Shop, ctx: RequestContext, customer: CustomerRow): MailGreeting {
  const cache = shop.forLanguage(ctx.salesChannel.id, ctx.languageId)
  const salutation = cache.salutations.find((s) => s.id === customer.salutation_id)
  const letter = salutation?.letterName
  return {
    letterName: typeof letter === 'string' && salutation?.salutationKey !== 'not_specified' ? letter : null,
    firstName: customer.first_name,
    lastName: customer.last_name,
  }
}

/** Writes a customer mail in the request's language to the outbox. */
export function mailCustomer<T extends MailTemplate>(
  shop: Shop,
  ctx: RequestContext,
  now: Date,
  to: string,
  template: T,
  data: TemplateData[T],
) {
  return queueMail(shop.db, {
    template,
    locale: mailLocale(ctx.languageId),
    to,
    data,
    salesChannelId: ctx.salesChannel.id,
    now,
    from: shop.configString('core.basicInformation.email') ?? undefined,
  })
}
