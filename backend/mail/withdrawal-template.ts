// The confirmation of receipt of a withdrawal (EU electronic withdrawal function): the date and
// time it arrived, the order, the items withdrawn and those excluded because the shopper waived the
// right of withdrawal for digital content at checkout. The words are in ./copy/ with every other
// mail's. Type-only imports: templates.ts imports this.
import type { MailCopy } from './copy/types.ts'
import type { MailBlock } from './templates.ts'

export interface WithdrawalMailData {
  shopName: string
  firstName: string
  lastName: string
  orderNumber: string
  /** when the declaration arrived, formatted in the mail's locale with its time zone */
  receivedAt: string
  items: string[]
  excluded: string[]
  /** which items, in the shopper's words */
  itemsDescription?: string
  comment?: string
}

export function withdrawalParts(
  t: MailCopy['order.withdrawal.received'],
  d: WithdrawalMailData,
): { subject: string; blocks: MailBlock[] } {
  // One paragraph per item: the HTML body keeps no line breaks inside a paragraph.
  const section = (title: string, items: string[]): MailBlock[] =>
    items.length > 0 ? [{ p: title }, ...items.map((label) => ({ p: `• ${label}` }))] : []
  return {
    subject: t.subject(d.orderNumber),
    blocks: [
      { p: t.intro(d.orderNumber, d.receivedAt) },
      ...section(t.withdrawn, d.items),
      ...(d.itemsDescription ? [{ p: t.itemsDescription(d.itemsDescription) }] : []),
      ...section(t.excluded, d.excluded),
      ...(d.comment ? [{ p: t.comment(d.comment) }] : []),
      { p: t.outro },
    ],
  }
}
