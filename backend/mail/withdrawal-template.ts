// The confirmation of receipt of a withdrawal (EU electronic withdrawal function): the date and
// time it arrived, the order, the items withdrawn and those excluded because the shopper waived the
// right of withdrawal for digital content at checkout. Type-only imports: templates.ts imports this.
import type { MailBlock, MailLocale } from './templates.ts'

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

const NNBSP = '\u202f'

export function withdrawalParts(
  locale: MailLocale,
  d: WithdrawalMailData,
): { subject: string; blocks: MailBlock[] } {
  // One paragraph per item: the HTML body keeps no line breaks inside a paragraph.
  const section = (title: string, items: string[]): MailBlock[] =>
    items.length > 0 ? [{ p: title }, ...items.map((label) => ({ p: `• ${label}` }))] : []
  switch (locale) {
    case 'de-DE':
      return {
        subject: `Eingangsbestätigung Ihres Widerrufs – Bestellung ${d.orderNumber}`,
        blocks: [
          {
            p: `wir bestätigen den Eingang Ihres Widerrufs zur Bestellung ${d.orderNumber} am ${d.receivedAt}.`,
          },
          ...section(`Widerrufen:`, d.items),
          ...(d.itemsDescription ? [{ p: `Von Ihnen genannte Artikel: ${d.itemsDescription}` }] : []),
          ...section(
            `Vom Widerruf ausgenommen, weil Sie beim Kauf auf Ihr Widerrufsrecht für digitale Inhalte verzichtet haben:`,
            d.excluded,
          ),
          ...(d.comment ? [{ p: `Ihre Nachricht: ${d.comment}` }] : []),
          {
            p: 'Wir melden uns mit den nächsten Schritten zur Rücksendung und Erstattung. Bitte bewahren Sie diese E-Mail auf.',
          },
        ],
      }
    case 'fr-FR':
      return {
        subject: `Accusé de réception de votre rétractation – commande ${d.orderNumber}`,
        blocks: [
          {
            p: `nous accusons réception de votre rétractation concernant la commande ${d.orderNumber}, le ${d.receivedAt}.`,
          },
          ...section(`Articles concernés${NNBSP}:`, d.items),
          ...(d.itemsDescription
            ? [{ p: `Articles que vous avez indiqués${NNBSP}: ${d.itemsDescription}` }]
            : []),
          ...section(
            `Exclus de la rétractation, car vous avez renoncé lors de l’achat à votre droit de rétractation pour les contenus numériques${NNBSP}:`,
            d.excluded,
          ),
          ...(d.comment ? [{ p: `Votre message${NNBSP}: ${d.comment}` }] : []),
          {
            p: 'Nous reviendrons vers vous avec les prochaines étapes pour le retour et le remboursement. Veuillez conserver cet e-mail.',
          },
        ],
      }
    default:
      return {
        subject: `Confirmation of receipt of your withdrawal – order ${d.orderNumber}`,
        blocks: [
          {
            p: `we confirm that we received your withdrawal from order ${d.orderNumber} on ${d.receivedAt}.`,
          },
          ...section(`Withdrawn:`, d.items),
          ...(d.itemsDescription ? [{ p: `Items you named: ${d.itemsDescription}` }] : []),
          ...section(
            `Excluded from the withdrawal because you waived your right of withdrawal for digital content when you bought it:`,
            d.excluded,
          ),
          ...(d.comment ? [{ p: `Your message: ${d.comment}` }] : []),
          {
            p: 'We will be in touch with the next steps for the return and the refund. Please keep this e-mail.',
          },
        ],
      }
  }
}
