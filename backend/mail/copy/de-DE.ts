import type { MailCopy } from './types.ts'

/**
 * The German mail copy, written natively with the formal "Sie" (a shop addresses its customers
 * formally; the template test refuses "du"). Paragraphs after the greeting start in lower case
 * because the greeting ends with a comma.
 */
export const deDE: MailCopy = {
  hello: 'Guten Tag',
  closing: 'Freundliche Grüße',
  signature: (shop) => `Ihr ${shop}-Team`,
  colon: ': ',

  'customer.register.double_opt_in': {
    subject: (shop) => `Bitte bestätigen Sie Ihre Registrierung bei ${shop}`,
    intro: (shop) =>
      `vielen Dank für Ihre Registrierung bei ${shop}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren.`,
    button: 'Registrierung bestätigen',
    outro:
      'Danach können Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden. Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren – es wird dann kein Konto aktiviert.',
  },
  'customer.register.welcome': {
    subject: (shop) => `Willkommen bei ${shop}`,
    intro: (shop, email) =>
      `Ihr Kundenkonto bei ${shop} ist eingerichtet. Sie melden sich mit Ihrer E-Mail-Adresse ${email} an.`,
    button: 'Zu Ihrem Konto',
    outro:
      'In Ihrem Konto verwalten Sie Ihre Adressen, sehen Ihre Bestellungen ein und ändern Ihre persönlichen Daten.',
  },
  'customer.recovery.request': {
    subject: (shop) => `Ihr neues Passwort bei ${shop}`,
    intro: (shop) =>
      `wir haben eine Anfrage erhalten, das Passwort Ihres Kundenkontos bei ${shop} zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest.`,
    button: 'Neues Passwort festlegen',
    outro: (validHours) =>
      `Der Link ist ${validHours} Stunden gültig und kann nur einmal verwendet werden. Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.`,
  },
  'customer.password.changed': {
    subject: (shop) => `Ihr Passwort bei ${shop} wurde geändert`,
    intro: 'das Passwort Ihres Kundenkontos wurde soeben geändert.',
    notYou: 'Waren Sie das nicht? Dann setzen Sie Ihr Passwort bitte sofort zurück:',
    button: 'Passwort zurücksetzen',
  },
  'customer.email.changed': {
    subject: (shop) => `Ihre E-Mail-Adresse bei ${shop} wurde geändert`,
    intro: (email) =>
      `Ihr Kundenkonto ist ab sofort unter der E-Mail-Adresse ${email} erreichbar. Bitte melden Sie sich künftig mit dieser Adresse an.`,
    notYou:
      'Falls Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte umgehend an unseren Kundenservice.',
  },
  'newsletter.double_opt_in': {
    subject: (shop) => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${shop}`,
    intro: (shop) =>
      `vielen Dank für Ihr Interesse am Newsletter von ${shop}. Bitte bestätigen Sie Ihre Anmeldung, damit wir Ihnen Neuheiten und Angebote schicken dürfen.`,
    button: 'Anmeldung bestätigen',
    outro:
      'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach – Sie erhalten dann keinen Newsletter.',
  },
  'newsletter.confirmed': {
    subject: (shop) => `Ihre Newsletter-Anmeldung bei ${shop} ist bestätigt`,
    intro: 'schön, dass Sie dabei sind! Ab sofort erhalten Sie unseren Newsletter.',
    gift: (discountPercent) =>
      `Als Dankeschön schenken wir Ihnen ${discountPercent} % Rabatt auf Ihre erste Bestellung. Geben Sie dazu einfach diesen Gutscheincode im Warenkorb ein (einmal einlösbar):`,
    codeLabel: 'Gutscheincode',
    unsubscribe: 'Sie können sich jederzeit wieder abmelden:',
    button: 'Newsletter abbestellen',
  },
  'contact_form.shop': {
    subject: (subject) => `Kontaktformular: ${subject}`,
    intro: (shop) => `über das Kontaktformular von ${shop} ist eine neue Nachricht eingegangen.`,
    labels: { name: 'Name', email: 'E-Mail-Adresse', phone: 'Telefon', subject: 'Betreff' },
  },
  'order.confirmation': {
    subject: (orderNumber, shop) => `Ihre Bestellung ${orderNumber} bei ${shop}`,
    intro: (orderDate, orderNumber) =>
      `vielen Dank für Ihre Bestellung vom ${orderDate}. Wir haben sie unter der Nummer ${orderNumber} erhalten.`,
    columns: { item: 'Artikel', quantity: 'Menge', total: 'Summe' },
    total: 'Gesamtsumme',
    payment: 'Zahlungsart',
    shipping: 'Versandart',
    shippingCosts: 'Versandkosten',
    free: 'Kostenlos',
    vatIncluded: (rate) => `inkl. ${rate} MwSt.`,
    vatAdded: (rate) => `zzgl. ${rate} MwSt.`,
    address: 'Lieferadresse',
    button: 'Bestellung ansehen',
    prepayment: (amount) =>
      `Bitte überweisen Sie den Betrag von ${amount} auf das folgende Konto. Sobald Ihre Zahlung eingegangen ist, versenden wir Ihre Bestellung.`,
    invoice: (amount, dueDays) =>
      `Bitte überweisen Sie den Rechnungsbetrag von ${amount} innerhalb von ${dueDays} Tagen nach Erhalt der Ware auf das folgende Konto.`,
    bank: {
      accountHolder: 'Kontoinhaber',
      bankName: 'Bank',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Verwendungszweck',
    },
  },
  'order.withdrawal.received': {
    subject: (orderNumber) => `Eingangsbestätigung Ihres Widerrufs – Bestellung ${orderNumber}`,
    intro: (orderNumber, receivedAt) =>
      `wir bestätigen den Eingang Ihres Widerrufs zur Bestellung ${orderNumber} am ${receivedAt}.`,
    withdrawn: 'Widerrufen:',
    itemsDescription: (description) => `Von Ihnen genannte Artikel: ${description}`,
    excluded:
      'Vom Widerruf ausgenommen, weil Sie beim Kauf auf Ihr Widerrufsrecht für digitale Inhalte verzichtet haben:',
    comment: (comment) => `Ihre Nachricht: ${comment}`,
    outro:
      'Wir melden uns mit den nächsten Schritten zur Rücksendung und Erstattung. Bitte bewahren Sie diese E-Mail auf.',
  },
}
