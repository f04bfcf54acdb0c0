import { SHOP_LANGUAGES, type ShopLanguageCode } from '../config.ts'
import { type WithdrawalMailData, withdrawalParts } from './withdrawal-template.ts'

/**
 * Mail templates in the shop's three languages, written natively (German with "Sie", French with
 * "vous" and French spacing: a narrow no-break space U+202F before ; : ! ?). Each template renders
 * a subject, a plain-text body and an HTML body; every value is HTML-escaped.
 */
export type MailLocale = ShopLanguageCode

export interface RenderedMail {
  subject: string
  html: string
  text: string
  /** every URL the mail links to, in order (the development mailbox lists them) */
  links: string[]
}

export interface MailGreeting {
  /** salutation letter name, e.g. "Sehr geehrte Frau" / "Dear Mrs" / "Chère Madame" (optional) */
  letterName?: string | null
  firstName: string
  lastName: string
}

export interface TemplateData {
  'customer.register.double_opt_in': MailGreeting & { shopName: string; confirmUrl: string }
  'customer.register.welcome': MailGreeting & { shopName: string; accountUrl: string; email: string }
  'customer.recovery.request': MailGreeting & { shopName: string; resetUrl: string; validHours: number }
  'customer.password.changed': MailGreeting & { shopName: string; recoverUrl: string }
  'customer.email.changed': MailGreeting & { shopName: string; email: string }
  'newsletter.double_opt_in': MailGreeting & { shopName: string; confirmUrl: string }
  'newsletter.confirmed': MailGreeting & {
    shopName: string
    unsubscribeUrl: string
    /** the single-use first-order code */
    promotionCode: string
    discountPercent: number
  }
  /** a contact form message, to the shop (core.basicInformation.email) */
  'contact_form.shop': MailGreeting & {
    shopName: string
    email: string
    phone: string | null
    subject: string
    comment: string
  }
  'order.confirmation': MailGreeting & {
    shopName: string
    orderNumber: string
    orderDate: string
    total: string
    paymentMethod: string
    shippingMethod: string
    items: { label: string; quantity: number; total: string }[]
    accountUrl: string
    /** the delivery's costs, formatted; `free` when they are zero (written as the shop writes it elsewhere) */
    shippingCosts?: string | 'free'
    /**
     * VAT as the order was calculated: `gross` totals include it, `net` totals add it, a tax-free
     * order has none. Rates and amounts formatted in the mail's locale.
     */
    vat?: { status: 'gross' | 'net' | 'tax-free'; lines: { rate: string; amount: string }[] }
    /** lines of the delivery address (physical goods only) */
    deliveryAddress?: string[]
    /** prepayment (dueDays null: before dispatch) or invoice (due dueDays after delivery) */
    bankTransfer?: BankTransferData
  }
  'order.withdrawal.received': WithdrawalMailData
}

export interface BankTransferData {
  accountHolder: string
  bankName: string
  iban: string
  bic: string
  reference: string
  amount: string
  dueDays: number | null
}

export type MailTemplate = keyof TemplateData

export const MAIL_LOCALES: readonly MailLocale[] = SHOP_LANGUAGES.map((l) => l.code)

const NNBSP = '\u202f'

/** The mail locale of a language id (the context language); German, the shop default, otherwise. */
export function mailLocale(languageId: string): MailLocale {
  return SHOP_LANGUAGES.find((l) => l.id === languageId)?.code ?? 'de-DE'
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** One block of a mail body: a paragraph, a call-to-action link, or a small table of lines. */
export type MailBlock = Block

type Block =
  | { p: string }
  | { link: string; label: string }
  | { rows: [string, string][] }
  | { items: { label: string; quantity: number; total: string }[]; heading: [string, string, string] }

interface Parts {
  subject: string
  greeting: string
  blocks: Block[]
  closing: string
  signature: string
}

function greet(locale: MailLocale, g: MailGreeting): string {
  const name = `${g.firstName} ${g.lastName}`.trim()
  const letter = g.letterName?.trim()
  // "Guten Tag"/"Hello"/"Bonjour" letter names already greet; formal ones carry the last name only
  if (letter && !/^(guten tag|hello|bonjour)$/i.test(letter)) return `${letter} ${g.lastName},`
  const spaced = name === '' ? '' : ` ${name}`
  switch (locale) {
    case 'de-DE':
      return `Guten Tag${spaced},`
    case 'fr-FR':
      return `Bonjour${spaced},`
    default:
      return `Hello${spaced},`
  }
}

const SIGNATURE: Record<MailLocale, (shop: string) => [string, string]> = {
  'de-DE': (shop) => ['Freundliche Grüße', `Ihr ${shop}-Team`],
  'en-GB': (shop) => ['Kind regards', `Your ${shop} team`],
  'fr-FR': (shop) => ['Cordialement,', `L’équipe ${shop}`],
}

type Builders = { [T in MailTemplate]: (locale: MailLocale, d: TemplateData[T]) => Parts }

function base(locale: MailLocale, d: MailGreeting & { shopName: string }) {
  const [closing, signature] = SIGNATURE[locale](d.shopName)
  return { greeting: greet(locale, d), closing, signature }
}

const BUILDERS: Builders = {
  'order.withdrawal.received': (locale, d) => ({ ...base(locale, d), ...withdrawalParts(locale, d) }),
  'customer.register.double_opt_in': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Bitte bestätigen Sie Ihre Registrierung bei ${d.shopName}`,
          blocks: [
            {
              p: `vielen Dank für Ihre Registrierung bei ${d.shopName}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren.`,
            },
            { link: d.confirmUrl, label: 'Registrierung bestätigen' },
            {
              p: 'Danach können Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden. Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren – es wird dann kein Konto aktiviert.',
            },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Veuillez confirmer votre inscription chez ${d.shopName}`,
          blocks: [
            {
              p: `merci pour votre inscription chez ${d.shopName}. Veuillez confirmer votre adresse e-mail afin d’activer votre compte client.`,
            },
            { link: d.confirmUrl, label: 'Confirmer mon inscription' },
            {
              p: `Vous pourrez ensuite vous connecter avec votre adresse e-mail et votre mot de passe. Si vous ne vous êtes pas inscrit chez nous, vous pouvez ignorer cet e-mail${NNBSP}; aucun compte ne sera activé.`,
            },
          ],
        }
      default:
        return {
          ...common,
          subject: `Please confirm your registration at ${d.shopName}`,
          blocks: [
            {
              p: `thank you for registering at ${d.shopName}. Please confirm your e-mail address to activate your customer account.`,
            },
            { link: d.confirmUrl, label: 'Confirm registration' },
            {
              p: 'You can then sign in with your e-mail address and password. If you did not register with us, you can ignore this e-mail and no account will be activated.',
            },
          ],
        }
    }
  },
  'customer.register.welcome': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Willkommen bei ${d.shopName}`,
          blocks: [
            {
              p: `Ihr Kundenkonto bei ${d.shopName} ist eingerichtet. Sie melden sich mit Ihrer E-Mail-Adresse ${d.email} an.`,
            },
            { link: d.accountUrl, label: 'Zu Ihrem Konto' },
            {
              p: 'In Ihrem Konto verwalten Sie Ihre Adressen, sehen Ihre Bestellungen ein und ändern Ihre persönlichen Daten.',
            },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Bienvenue chez ${d.shopName}`,
          blocks: [
            {
              p: `Votre compte client ${d.shopName} est prêt. Vous vous connectez avec votre adresse e-mail ${d.email}.`,
            },
            { link: d.accountUrl, label: 'Accéder à mon compte' },
            {
              p: 'Dans votre compte, vous gérez vos adresses, consultez vos commandes et modifiez vos données personnelles.',
            },
          ],
        }
      default:
        return {
          ...common,
          subject: `Welcome to ${d.shopName}`,
          blocks: [
            {
              p: `Your ${d.shopName} customer account is ready. You sign in with your e-mail address ${d.email}.`,
            },
            { link: d.accountUrl, label: 'Go to your account' },
            {
              p: 'In your account you manage your addresses, view your orders and change your personal details.',
            },
          ],
        }
    }
  },
  'customer.recovery.request': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Ihr neues Passwort bei ${d.shopName}`,
          blocks: [
            {
              p: `wir haben eine Anfrage erhalten, das Passwort Ihres Kundenkontos bei ${d.shopName} zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest.`,
            },
            { link: d.resetUrl, label: 'Neues Passwort festlegen' },
            {
              p: `Der Link ist ${d.validHours} Stunden gültig und kann nur einmal verwendet werden. Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.`,
            },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Votre nouveau mot de passe ${d.shopName}`,
          blocks: [
            {
              p: `nous avons reçu une demande de réinitialisation du mot de passe de votre compte client ${d.shopName}. Le lien ci-dessous vous permet de choisir un nouveau mot de passe.`,
            },
            { link: d.resetUrl, label: 'Choisir un nouveau mot de passe' },
            {
              p: `Ce lien est valable ${d.validHours}${NNBSP}heures et ne peut être utilisé qu’une seule fois. Si vous n’avez pas demandé de nouveau mot de passe, vous pouvez ignorer cet e-mail${NNBSP}; votre mot de passe reste inchangé.`,
            },
          ],
        }
      default:
        return {
          ...common,
          subject: `Your new password for ${d.shopName}`,
          blocks: [
            {
              p: `we have received a request to reset the password of your ${d.shopName} customer account. Use the link below to choose a new password.`,
            },
            { link: d.resetUrl, label: 'Choose a new password' },
            {
              p: `The link is valid for ${d.validHours} hours and can only be used once. If you did not ask for a new password, you can ignore this e-mail and your password stays unchanged.`,
            },
          ],
        }
    }
  },
  'customer.password.changed': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Ihr Passwort bei ${d.shopName} wurde geändert`,
          blocks: [
            { p: 'das Passwort Ihres Kundenkontos wurde soeben geändert.' },
            { p: 'Waren Sie das nicht? Dann setzen Sie Ihr Passwort bitte sofort zurück:' },
            { link: d.recoverUrl, label: 'Passwort zurücksetzen' },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Votre mot de passe ${d.shopName} a été modifié`,
          blocks: [
            { p: 'le mot de passe de votre compte client vient d’être modifié.' },
            {
              p: `Ce n’était pas vous${NNBSP}? Réinitialisez alors immédiatement votre mot de passe${NNBSP}:`,
            },
            { link: d.recoverUrl, label: 'Réinitialiser le mot de passe' },
          ],
        }
      default:
        return {
          ...common,
          subject: `Your ${d.shopName} password has been changed`,
          blocks: [
            { p: 'the password of your customer account has just been changed.' },
            { p: 'Was this not you? Then please reset your password straight away:' },
            { link: d.recoverUrl, label: 'Reset password' },
          ],
        }
    }
  },
  'customer.email.changed': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Ihre E-Mail-Adresse bei ${d.shopName} wurde geändert`,
          blocks: [
            {
              p: `Ihr Kundenkonto ist ab sofort unter der E-Mail-Adresse ${d.email} erreichbar. Bitte melden Sie sich künftig mit dieser Adresse an.`,
            },
            {
              p: 'Falls Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte umgehend an unseren Kundenservice.',
            },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Votre adresse e-mail ${d.shopName} a été modifiée`,
          blocks: [
            {
              p: `Votre compte client utilise désormais l’adresse e-mail ${d.email}. Veuillez dorénavant vous connecter avec cette adresse.`,
            },
            {
              p: 'Si vous n’êtes pas à l’origine de cette modification, veuillez contacter immédiatement notre service client.',
            },
          ],
        }
      default:
        return {
          ...common,
          subject: `Your ${d.shopName} e-mail address has been changed`,
          blocks: [
            {
              p: `Your customer account now uses the e-mail address ${d.email}. Please sign in with this address from now on.`,
            },
            { p: 'If you did not make this change, please contact our customer service straight away.' },
          ],
        }
    }
  },
  'newsletter.double_opt_in': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${d.shopName}`,
          blocks: [
            {
              p: `vielen Dank für Ihr Interesse am Newsletter von ${d.shopName}. Bitte bestätigen Sie Ihre Anmeldung, damit wir Ihnen Neuheiten und Angebote schicken dürfen.`,
            },
            { link: d.confirmUrl, label: 'Anmeldung bestätigen' },
            {
              p: 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – Sie erhalten dann keinen Newsletter.',
            },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Veuillez confirmer votre inscription à la newsletter ${d.shopName}`,
          blocks: [
            {
              p: `merci de l’intérêt que vous portez à la newsletter ${d.shopName}. Veuillez confirmer votre inscription afin que nous puissions vous envoyer nos nouveautés et nos offres.`,
            },
            { link: d.confirmUrl, label: 'Confirmer mon inscription' },
            {
              p: `Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail${NNBSP}; vous ne recevrez pas de newsletter.`,
            },
          ],
        }
      default:
        return {
          ...common,
          subject: `Please confirm your ${d.shopName} newsletter subscription`,
          blocks: [
            {
              p: `thank you for your interest in the ${d.shopName} newsletter. Please confirm your subscription so that we may send you news and offers.`,
            },
            { link: d.confirmUrl, label: 'Confirm subscription' },
            {
              p: 'If you did not subscribe, simply ignore this e-mail and you will not receive any newsletter.',
            },
          ],
        }
    }
  },
  'newsletter.confirmed': (locale, d) => {
    const common = base(locale, d)
    switch (locale) {
      case 'de-DE':
        return {
          ...common,
          subject: `Ihre Newsletter-Anmeldung bei ${d.shopName} ist bestätigt`,
          blocks: [
            { p: 'schön, dass Sie dabei sind! Ab sofort erhalten Sie unseren Newsletter.' },
            {
              p: `Als Dankeschön schenken wir Ihnen ${d.discountPercent} % Rabatt auf Ihre erste Bestellung. Geben Sie dazu einfach diesen Gutscheincode im Warenkorb ein (einmal einlösbar):`,
            },
            { rows: [['Gutscheincode', d.promotionCode]] },
            { p: 'Sie können sich jederzeit wieder abmelden:' },
            { link: d.unsubscribeUrl, label: 'Newsletter abbestellen' },
          ],
        }
      case 'fr-FR':
        return {
          ...common,
          subject: `Votre inscription à la newsletter ${d.shopName} est confirmée`,
          blocks: [
            {
              p: `nous sommes ravis de vous compter parmi nos abonnés${NNBSP}! Vous recevrez désormais notre newsletter.`,
            },
            {
              p: `Pour vous remercier, nous vous offrons ${d.discountPercent}\u00a0% de réduction sur votre première commande. Il vous suffit de saisir ce code promo dans votre panier (utilisable une seule fois)${NNBSP}:`,
            },
            { rows: [['Code promo', d.promotionCode]] },
            { p: `Vous pouvez vous désabonner à tout moment${NNBSP}:` },
            { link: d.unsubscribeUrl, label: 'Se désabonner' },
          ],
        }
      default:
        return {
          ...common,
          subject: `Your ${d.shopName} newsletter subscription is confirmed`,
          blocks: [
            { p: 'great to have you with us! From now on you will receive our newsletter.' },
            {
              p: `As a thank-you, here is ${d.discountPercent}% off your first order. Simply enter this promotion code in your basket (valid once):`,
            },
            { rows: [['Promotion code', d.promotionCode]] },
            { p: 'You can unsubscribe at any time:' },
            { link: d.unsubscribeUrl, label: 'Unsubscribe' },
          ],
        }
    }
  },
  'contact_form.shop': (locale, d) => {
    const common = base(locale, d)
    const name = `${d.firstName} ${d.lastName}`.trim() || d.email
    const t = {
      'de-DE': {
        subject: `Kontaktformular: ${d.subject}`,
        intro: `über das Kontaktformular von ${d.shopName} ist eine neue Nachricht eingegangen.`,
        labels: ['Name', 'E-Mail-Adresse', 'Telefon', 'Betreff'],
        greeting: 'Guten Tag,',
      },
      'fr-FR': {
        subject: `Formulaire de contact${NNBSP}: ${d.subject}`,
        intro: `un nouveau message a été envoyé via le formulaire de contact de ${d.shopName}.`,
        labels: ['Nom', 'Adresse e-mail', 'Téléphone', 'Objet'],
        greeting: 'Bonjour,',
      },
      'en-GB': {
        subject: `Contact form: ${d.subject}`,
        intro: `a new message has arrived through the ${d.shopName} contact form.`,
        labels: ['Name', 'E-mail address', 'Phone', 'Subject'],
        greeting: 'Hello,',
      },
    }[locale]
    const [nameLabel, emailLabel, phoneLabel, subjectLabel] = t.labels as [string, string, string, string]
    const rows: [string, string][] = [
      [nameLabel, name],
      [emailLabel, d.email],
      ...(d.phone ? ([[phoneLabel, d.phone]] as [string, string][]) : []),
      [subjectLabel, d.subject],
    ]
    return {
      ...common,
      greeting: t.greeting,
      subject: t.subject,
      blocks: [{ p: t.intro }, { rows }, { p: d.comment }],
    }
  },
  'order.confirmation': (locale, d) => {
    const common = base(locale, d)
    const t = {
      'de-DE': {
        subject: `Ihre Bestellung ${d.orderNumber} bei ${d.shopName}`,
        intro: `vielen Dank für Ihre Bestellung vom ${d.orderDate}. Wir haben sie unter der Nummer ${d.orderNumber} erhalten.`,
        heading: ['Artikel', 'Menge', 'Summe'] as [string, string, string],
        total: 'Gesamtsumme',
        payment: 'Zahlungsart',
        shipping: 'Versandart',
        shippingCosts: 'Versandkosten',
        free: 'Kostenlos',
        vatIncluded: (rate: string) => `inkl. ${rate} MwSt.`,
        vatAdded: (rate: string) => `zzgl. ${rate} MwSt.`,
        address: 'Lieferadresse',
        link: 'Bestellung ansehen',
        transfer: (b: BankTransferData) =>
          b.dueDays === null
            ? `Bitte überweisen Sie den Betrag von ${b.amount} auf das folgende Konto. Sobald Ihre Zahlung eingegangen ist, versenden wir Ihre Bestellung.`
            : `Bitte überweisen Sie den Rechnungsbetrag von ${b.amount} innerhalb von ${b.dueDays} Tagen nach Erhalt der Ware auf das folgende Konto.`,
        bank: ['Kontoinhaber', 'Bank', 'IBAN', 'BIC', 'Verwendungszweck'],
      },
      'en-GB': {
        subject: `Your order ${d.orderNumber} at ${d.shopName}`,
        intro: `thank you for your order of ${d.orderDate}. We have received it under the number ${d.orderNumber}.`,
        heading: ['Item', 'Quantity', 'Total'] as [string, string, string],
        total: 'Grand total',
        payment: 'Payment method',
        shipping: 'Shipping method',
        shippingCosts: 'Delivery costs',
        free: 'Free',
        vatIncluded: (rate: string) => `incl. ${rate} VAT`,
        vatAdded: (rate: string) => `plus ${rate} VAT`,
        address: 'Delivery address',
        link: 'View your order',
        transfer: (b: BankTransferData) =>
          b.dueDays === null
            ? `Please transfer ${b.amount} to the account below. We will dispatch your order as soon as your payment has arrived.`
            : `Please transfer the invoice amount of ${b.amount} to the account below within ${b.dueDays} days of receiving your goods.`,
        bank: ['Account holder', 'Bank', 'IBAN', 'BIC', 'Payment reference'],
      },
      'fr-FR': {
        subject: `Votre commande ${d.orderNumber} chez ${d.shopName}`,
        intro: `merci pour votre commande du ${d.orderDate}. Nous l’avons bien reçue sous le numéro ${d.orderNumber}.`,
        heading: ['Article', 'Quantité', 'Total'] as [string, string, string],
        total: 'Total TTC',
        payment: 'Mode de paiement',
        shipping: 'Mode de livraison',
        shippingCosts: 'Frais de livraison',
        free: 'Gratuit',
        vatIncluded: (rate: string) => `dont TVA ${rate}`,
        vatAdded: (rate: string) => `TVA ${rate} en sus`,
        address: 'Adresse de livraison',
        link: 'Voir ma commande',
        transfer: (b: BankTransferData) =>
          b.dueDays === null
            ? `Merci de virer la somme de ${b.amount} sur le compte ci-dessous. Nous expédierons votre commande dès réception de votre paiement.`
            : `Merci de virer le montant de la facture, soit ${b.amount}, sur le compte ci-dessous dans les ${b.dueDays}${NNBSP}jours suivant la réception de la marchandise.`,
        bank: ['Titulaire du compte', 'Banque', 'IBAN', 'BIC', 'Motif du virement'],
      },
    }[locale]
    return {
      ...common,
      subject: t.subject,
      blocks: [
        { p: t.intro },
        { items: d.items, heading: t.heading },
        {
          rows: [
            ...(d.shippingCosts === undefined
              ? []
              : [
                  [t.shippingCosts, d.shippingCosts === 'free' ? t.free : d.shippingCosts] as [
                    string,
                    string,
                  ],
                ]),
            ...(d.vat?.status === 'net'
              ? d.vat.lines.map((l): [string, string] => [t.vatAdded(l.rate), l.amount])
              : []),
            [t.total, d.total],
            ...(d.vat?.status === 'gross'
              ? d.vat.lines.map((l): [string, string] => [t.vatIncluded(l.rate), l.amount])
              : []),
            [t.payment, d.paymentMethod],
            [t.shipping, d.shippingMethod],
            ...(d.deliveryAddress ? [[t.address, d.deliveryAddress.join(', ')] as [string, string]] : []),
          ],
        },
        ...(d.bankTransfer ? bankBlocks(t.transfer(d.bankTransfer), t.bank, d.bankTransfer) : []),
        { link: d.accountUrl, label: t.link },
      ],
    }
  },
}

function bankBlocks(intro: string, labels: string[], b: BankTransferData): Block[] {
  const values = [b.accountHolder, b.bankName, b.iban, b.bic, b.reference]
  return [{ p: intro }, { rows: labels.map((label, i): [string, string] => [label, values[i] ?? '']) }]
}

/** French sets a narrow no-break space before the colon. */
function colon(locale: MailLocale): string {
  return locale === 'fr-FR' ? `${NNBSP}: ` : ': '
}

function blockText(block: Block, locale: MailLocale): string {
  if ('p' in block) return block.p
  if ('link' in block) return `${block.label}${colon(locale)}${block.link}`
  if ('rows' in block) return block.rows.map(([k, v]) => `${k}${colon(locale)}${v}`).join('\n')
  return block.items.map((i) => `${i.quantity} × ${i.label} – ${i.total}`).join('\n')
}

function blockHtml(block: Block): string {
  if ('p' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`
  if ('link' in block) {
    return (
      `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;` +
      `background:#2f5d3a;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">` +
      `${escapeHtml(block.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#444444;word-break:break-all">` +
      `<a href="${escapeHtml(block.link)}" style="color:#2f5d3a">${escapeHtml(block.link)}</a></p>`
    )
  }
  if ('rows' in block) {
    const rows = block.rows
      .map(
        ([k, v]) =>
          `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join('')
    return `<table style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`
  }
  const [h1, h2, h3] = block.heading
  const rows = block.items
    .map(
      (i) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(i.label)}</td><td style="padding:4px 12px 4px 0;text-align:right">${i.quantity}</td><td style="padding:4px 0;text-align:right">${escapeHtml(i.total)}</td></tr>`,
    )
    .join('')
  return (
    `<table style="margin:0 0 16px;border-collapse:collapse;width:100%"><thead><tr>` +
    `<th scope="col" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(h1)}</th>` +
    `<th scope="col" style="text-align:right;padding:4px 12px 4px 0">${escapeHtml(h2)}</th>` +
    `<th scope="col" style="text-align:right;padding:4px 0">${escapeHtml(h3)}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  )
}

/** Renders one template in one locale. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: MailLocale,
  data: TemplateData[T],
): RenderedMail {
  const build = BUILDERS[template] as (locale: MailLocale, d: TemplateData[T]) => Parts
  const parts = build(locale, data)
  const links = parts.blocks.flatMap((b) => ('link' in b ? [b.link] : []))
  const text = [
    parts.greeting,
    '',
    ...parts.blocks.flatMap((b) => [blockText(b, locale), '']),
    parts.closing,
    parts.signature,
  ].join('\n')
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">` +
    `<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>` +
    parts.blocks.map(blockHtml).join('') +
    `<p style="margin:24px 0 0">${escapeHtml(parts.closing)}<br>${escapeHtml(parts.signature)}</p>` +
    `</div></body></html>`
  return { subject: parts.subject, html, text, links }
}
