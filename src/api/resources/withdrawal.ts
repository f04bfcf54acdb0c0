// The electronic withdrawal function: POST /gartenwerk/order/withdrawal, a Store API route of this
// shop's back end (Shopware has none in its core). Against a Shopware without it (Symfony's
// "No route found", reason routeMissing) the declaration goes out through the contact form as a
// structured message, so a shopper can always withdraw; the shop then answers by mail itself.

import { asFailure } from '../../domain/failure.ts'
import type { WithdrawalInput, WithdrawalItem, WithdrawalReceipt } from '../../domain/orders.ts'
import type { WireBody } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

export interface WithdrawalResource {
  declare(input: WithdrawalInput, now: () => Date): Promise<WithdrawalReceipt>
}

const items = (list: unknown): WithdrawalItem[] =>
  Array.isArray(list)
    ? list.map((i: WithdrawalItem) => ({
        id: String(i.id),
        label: String(i.label),
        quantity: Number(i.quantity),
      }))
    : []

/** The contact message of a withdrawal: fixed English field names, so the shop can read any locale's. */
export function withdrawalMessage(input: WithdrawalInput): string {
  return [
    'WITHDRAWAL (electronic withdrawal function)',
    `Order number: ${input.orderNumber}`,
    `E-mail: ${input.email}`,
    `Items: ${input.itemsDescription.trim() || (input.lineItemIds.length > 0 ? input.lineItemIds.join(', ') : 'whole order')}`,
    ...(input.comment.trim() ? [`Message: ${input.comment.trim()}`] : []),
  ].join('\n')
}

export function createWithdrawalResource({ invoke }: ResourceContext): WithdrawalResource {
  return {
    async declare(input, now) {
      const body: WireBody<'declareWithdrawal post /gartenwerk/order/withdrawal'> = {
        orderNumber: input.orderNumber.trim(),
        email: input.email.trim(),
        ...(input.lineItemIds.length > 0 ? { lineItemIds: input.lineItemIds } : {}),
        ...(input.itemsDescription.trim() ? { itemsDescription: input.itemsDescription.trim() } : {}),
        ...(input.comment.trim() ? { comment: input.comment.trim() } : {}),
      }
      try {
        const { data } = await invoke('declareWithdrawal post /gartenwerk/order/withdrawal', { body })
        return {
          orderNumber: data.orderNumber ?? body.orderNumber,
          receivedAt: data.receivedAt ?? now().toISOString(),
          lineItems: items(data.lineItems),
          itemsDescription: typeof data.itemsDescription === 'string' ? data.itemsDescription : null,
          excludedLineItems: items(data.excludedLineItems),
          channel: 'shop',
        }
      } catch (error) {
        if (asFailure(error).reason !== 'routeMissing') throw error
        await invoke('sendContactMail post /contact-form', {
          body: {
            email: body.email,
            subject: `Withdrawal / Widerruf / Rétractation – ${body.orderNumber}`,
            comment: withdrawalMessage(input),
          },
        })
        return {
          orderNumber: body.orderNumber,
          receivedAt: now().toISOString(),
          lineItems: [],
          itemsDescription: input.itemsDescription.trim() || null,
          excludedLineItems: [],
          channel: 'contactForm',
        }
      }
    },
  }
}
