import type { CardField, CardProblem, DeclineCode } from './card.ts'
import type { GatewayLocale } from './session.ts'

/**
 * Every text of the demo provider's pages, written natively per language (German "Sie", French
 * "vous" with a narrow no-break space before : ; ! ?). `{name}` placeholders are filled by `fill`.
 */
const N = '\u202f'

export interface GatewayTexts {
  lang: string
  testMode: string
  payee: string
  orderNumber: string
  amount: string
  titleCard: string
  titlePaypal: string
  titleApplePay: string
  fields: Record<CardField, string>
  hints: Partial<Record<CardField, string>>
  pay: string
  cancel: string
  back: string
  errorSummary: string
  problems: Record<Exclude<CardProblem, 'required'>, string>
  required: Record<CardField, string>
  privacy: string
  testCards: string
  testCardsIntro: string
  testCardsHead: [string, string, string]
  outcomes: Record<'approved' | DeclineCode, string>
  paypalIntro: string
  paypalApprove: string
  applePayIntro: string
  applePayButton: string
  applePayUnavailable: string
  applePayFailed: string
  endedTitle: string
  endedText: string
  expiredTitle: string
  expiredText: string
  notFoundTitle: string
  notFoundText: string
  finalizeTitle: string
  finalizeText: string
  home: string
}

export const TEXTS: Record<GatewayLocale, GatewayTexts> = {
  'de-DE': {
    lang: 'de-DE',
    testMode: 'Testmodus – es wird kein echtes Geld bewegt.',
    payee: 'Empfänger',
    orderNumber: 'Bestellnummer',
    amount: 'Betrag',
    titleCard: 'Mit Karte bezahlen',
    titlePaypal: 'Mit DemoPal bezahlen',
    titleApplePay: 'Mit Apple Pay bezahlen',
    fields: {
      name: 'Name auf der Karte',
      number: 'Kartennummer',
      expiry: 'Gültig bis (MM/JJ)',
      cvc: 'Prüfnummer (CVC)',
    },
    hints: {
      number: 'Visa, Mastercard oder American Express',
      expiry: 'z. B. 04/28',
      cvc: '3 Ziffern auf der Rückseite, bei American Express 4 Ziffern auf der Vorderseite',
    },
    pay: '{amount} bezahlen',
    cancel: 'Abbrechen und zurück zu {merchant}',
    back: 'Zurück zu {merchant}',
    errorSummary: 'Bitte prüfen Sie Ihre Angaben:',
    problems: {
      'number-format': 'Die Kartennummer besteht aus 12 bis 19 Ziffern.',
      'number-checksum': 'Diese Kartennummer ist ungültig. Bitte prüfen Sie sie.',
      'brand-unsupported': 'Wir akzeptieren Visa, Mastercard und American Express.',
      'expiry-format': 'Bitte geben Sie das Ablaufdatum als MM/JJ ein, z. B. 04/28.',
      'expiry-past': 'Diese Karte ist abgelaufen.',
      'cvc-format': 'Die Prüfnummer hat 3 Ziffern, bei American Express 4.',
      'name-too-long': 'Der Name darf höchstens 100 Zeichen lang sein.',
    },
    required: {
      name: 'Bitte geben Sie den Namen auf der Karte ein.',
      number: 'Bitte geben Sie die Kartennummer ein.',
      expiry: 'Bitte geben Sie das Ablaufdatum ein.',
      cvc: 'Bitte geben Sie die Prüfnummer ein.',
    },
    privacy: 'Ihre Kartendaten werden nur auf dieser Seite verarbeitet und nie an den Shop übermittelt.',
    testCards: 'Testkarten',
    testCardsIntro:
      'Diese Seite ist eine Demo. Verwenden Sie eine dieser Testkarten mit einem beliebigen künftigen Ablaufdatum und einer beliebigen Prüfnummer:',
    testCardsHead: ['Karte', 'Nummer', 'Ergebnis'],
    outcomes: {
      approved: 'Zahlung erfolgreich',
      card_declined: 'Karte abgelehnt',
      insufficient_funds: 'Abgelehnt: Deckung nicht ausreichend',
    },
    paypalIntro:
      'Sie sind in Ihrem DemoPal-Testkonto angemeldet. Prüfen Sie die Zahlung und bestätigen Sie sie.',
    paypalApprove: 'Zustimmen und bezahlen',
    applePayIntro: 'Bestätigen Sie die Zahlung mit Face ID oder Touch ID.',
    applePayButton: 'Mit Apple Pay bezahlen',
    applePayUnavailable:
      'Apple Pay ist in diesem Browser nicht verfügbar. Kehren Sie zum Shop zurück und wählen Sie eine andere Zahlungsart.',
    applePayFailed: 'Apple Pay konnte die Zahlung nicht bestätigen. Bitte versuchen Sie es erneut.',
    endedTitle: 'Diese Zahlung ist abgeschlossen',
    endedText: 'Kehren Sie zum Shop zurück, um den Stand Ihrer Bestellung zu sehen.',
    expiredTitle: 'Diese Zahlungsseite ist abgelaufen',
    expiredText: 'Kehren Sie zum Shop zurück und starten Sie die Zahlung dort erneut.',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFoundText: 'Der Link ist ungültig oder abgelaufen.',
    finalizeTitle: 'Die Zahlung konnte nicht abgeschlossen werden',
    finalizeText:
      'Dieser Rückkehr-Link ist ungültig oder wurde bereits verwendet. Den Stand Ihrer Bestellung sehen Sie in Ihrem Kundenkonto oder über den Link in Ihrer Bestellbestätigung.',
    home: 'Zur Startseite',
  },
  'en-GB': {
    lang: 'en-GB',
    testMode: 'Test mode – no real money is moved.',
    payee: 'Paid to',
    orderNumber: 'Order number',
    amount: 'Amount',
    titleCard: 'Pay by card',
    titlePaypal: 'Pay with DemoPal',
    titleApplePay: 'Pay with Apple Pay',
    fields: {
      name: 'Name on card',
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
    },
    hints: {
      number: 'Visa, Mastercard or American Express',
      expiry: 'For example, 04/28',
      cvc: 'The 3 digits on the back; for American Express, the 4 digits on the front',
    },
    pay: 'Pay {amount}',
    cancel: 'Cancel and return to {merchant}',
    back: 'Return to {merchant}',
    errorSummary: 'Please check your details:',
    problems: {
      'number-format': 'A card number has 12 to 19 digits.',
      'number-checksum': 'This card number is not valid. Please check it.',
      'brand-unsupported': 'We accept Visa, Mastercard and American Express.',
      'expiry-format': 'Enter the expiry date as MM/YY, for example 04/28.',
      'expiry-past': 'This card has expired.',
      'cvc-format': 'The security code is 3 digits, or 4 for American Express.',
      'name-too-long': 'The name can be at most 100 characters long.',
    },
    required: {
      name: 'Enter the name on the card.',
      number: 'Enter the card number.',
      expiry: 'Enter the expiry date.',
      cvc: 'Enter the security code.',
    },
    privacy: 'Your card details are processed on this page only and are never passed to the shop.',
    testCards: 'Test cards',
    testCardsIntro:
      'This page is a demo. Use one of these test cards with any future expiry date and any security code:',
    testCardsHead: ['Card', 'Number', 'Result'],
    outcomes: {
      approved: 'Payment succeeds',
      card_declined: 'Card declined',
      insufficient_funds: 'Declined: insufficient funds',
    },
    paypalIntro: 'You are signed in to your DemoPal test account. Review the payment and confirm it.',
    paypalApprove: 'Agree and pay',
    applePayIntro: 'Confirm the payment with Face ID or Touch ID.',
    applePayButton: 'Pay with Apple Pay',
    applePayUnavailable:
      'Apple Pay is not available in this browser. Return to the shop and choose another payment method.',
    applePayFailed: 'Apple Pay could not confirm the payment. Please try again.',
    endedTitle: 'This payment has ended',
    endedText: 'Return to the shop to see where your order stands.',
    expiredTitle: 'This payment page has expired',
    expiredText: 'Return to the shop and start the payment again from there.',
    notFoundTitle: 'Payment not found',
    notFoundText: 'The link is invalid or has expired.',
    finalizeTitle: 'The payment could not be completed',
    finalizeText:
      'This return link is invalid or has already been used. You can see where your order stands in your account or through the link in your order confirmation.',
    home: 'Go to the home page',
  },
  'fr-FR': {
    lang: 'fr-FR',
    testMode: `Mode test${N}: aucun argent réel n’est débité.`,
    payee: 'Bénéficiaire',
    orderNumber: 'Numéro de commande',
    amount: 'Montant',
    titleCard: 'Payer par carte',
    titlePaypal: 'Payer avec DemoPal',
    titleApplePay: 'Payer avec Apple Pay',
    fields: {
      name: 'Nom du titulaire',
      number: 'Numéro de carte',
      expiry: 'Date d’expiration (MM/AA)',
      cvc: 'Cryptogramme visuel (CVC)',
    },
    hints: {
      number: 'Visa, Mastercard ou American Express',
      expiry: 'Par exemple 04/28',
      cvc: 'Les 3 chiffres au dos de la carte, ou les 4 chiffres au recto pour American Express',
    },
    pay: 'Payer {amount}',
    cancel: 'Annuler et retourner chez {merchant}',
    back: 'Retourner chez {merchant}',
    errorSummary: `Veuillez vérifier vos informations${N}:`,
    problems: {
      'number-format': 'Un numéro de carte comporte de 12 à 19 chiffres.',
      'number-checksum': 'Ce numéro de carte n’est pas valide. Veuillez le vérifier.',
      'brand-unsupported': 'Nous acceptons Visa, Mastercard et American Express.',
      'expiry-format': 'Saisissez la date d’expiration au format MM/AA, par exemple 04/28.',
      'expiry-past': 'Cette carte a expiré.',
      'cvc-format': 'Le cryptogramme visuel comporte 3 chiffres, ou 4 pour American Express.',
      'name-too-long': 'Le nom ne peut pas dépasser 100 caractères.',
    },
    required: {
      name: 'Saisissez le nom du titulaire.',
      number: 'Saisissez le numéro de carte.',
      expiry: 'Saisissez la date d’expiration.',
      cvc: 'Saisissez le cryptogramme visuel.',
    },
    privacy:
      'Vos données de carte sont traitées uniquement sur cette page et ne sont jamais transmises à la boutique.',
    testCards: 'Cartes de test',
    testCardsIntro: `Cette page est une démonstration. Utilisez l’une de ces cartes de test avec n’importe quelle date d’expiration future et n’importe quel cryptogramme${N}:`,
    testCardsHead: ['Carte', 'Numéro', 'Résultat'],
    outcomes: {
      approved: 'Paiement accepté',
      card_declined: 'Carte refusée',
      insufficient_funds: `Refusée${N}: provision insuffisante`,
    },
    paypalIntro:
      'Vous êtes connecté à votre compte de test DemoPal. Vérifiez le paiement, puis confirmez-le.',
    paypalApprove: 'Accepter et payer',
    applePayIntro: 'Confirmez le paiement avec Face ID ou Touch ID.',
    applePayButton: 'Payer avec Apple Pay',
    applePayUnavailable:
      'Apple Pay n’est pas disponible dans ce navigateur. Revenez à la boutique et choisissez un autre moyen de paiement.',
    applePayFailed: 'Apple Pay n’a pas pu confirmer le paiement. Veuillez réessayer.',
    endedTitle: 'Ce paiement est terminé',
    endedText: 'Revenez à la boutique pour voir où en est votre commande.',
    expiredTitle: 'Cette page de paiement a expiré',
    expiredText: 'Revenez à la boutique et relancez le paiement depuis celle-ci.',
    notFoundTitle: 'Paiement introuvable',
    notFoundText: 'Le lien n’est pas valide ou a expiré.',
    finalizeTitle: 'Le paiement n’a pas pu être finalisé',
    finalizeText:
      'Ce lien de retour n’est pas valide ou a déjà été utilisé. Vous pouvez suivre votre commande dans votre compte client ou grâce au lien de votre confirmation de commande.',
    home: 'Aller à l’accueil',
  },
}

/** Replaces `{name}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** The shop's home page of a locale (fr-FR lives under its prefix). */
export function homePath(locale: GatewayLocale): string {
  return locale === 'fr-FR' ? '/fr-FR' : '/'
}

/** A page language from Accept-Language (when no order tells it), German by default. */
export function negotiate(acceptLanguage: string | undefined): GatewayLocale {
  const wanted = (acceptLanguage ?? '').toLowerCase()
  const order = wanted
    .split(',')
    .map((part) => part.trim().slice(0, 2))
    .filter(Boolean)
  for (const code of order) {
    if (code === 'de') return 'de-DE'
    if (code === 'en') return 'en-GB'
    if (code === 'fr') return 'fr-FR'
  }
  return 'de-DE'
}
