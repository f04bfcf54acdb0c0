import type { L } from './types.ts'

const t = (de: string, en: string, fr: string): L => ({ de, en, fr })

export interface CountryDef {
  iso: string
  iso3: string
  name: L
  eu: boolean
  /** Delivery is tax-free for customers (export outside the EU). */
  taxFree: boolean
  postalPattern: string
  states?: Array<{ code: string; name: L }>
}

export const COUNTRIES: CountryDef[] = [
  {
    iso: 'DE',
    iso3: 'DEU',
    name: t('Deutschland', 'Germany', 'Allemagne'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{5}$',
    states: [
      ['BW', 'Baden-Württemberg', 'Baden-Württemberg', 'Bade-Wurtemberg'],
      ['BY', 'Bayern', 'Bavaria', 'Bavière'],
      ['BE', 'Berlin', 'Berlin', 'Berlin'],
      ['BB', 'Brandenburg', 'Brandenburg', 'Brandebourg'],
      ['HB', 'Bremen', 'Bremen', 'Brême'],
      ['HH', 'Hamburg', 'Hamburg', 'Hambourg'],
      ['HE', 'Hessen', 'Hesse', 'Hesse'],
      ['MV', 'Mecklenburg-Vorpommern', 'Mecklenburg-Western Pomerania', 'Mecklembourg-Poméranie-Occidentale'],
      ['NI', 'Niedersachsen', 'Lower Saxony', 'Basse-Saxe'],
      ['NW', 'Nordrhein-Westfalen', 'North Rhine-Westphalia', 'Rhénanie-du-Nord-Westphalie'],
      ['RP', 'Rheinland-Pfalz', 'Rhineland-Palatinate', 'Rhénanie-Palatinat'],
      ['SL', 'Saarland', 'Saarland', 'Sarre'],
      ['SN', 'Sachsen', 'Saxony', 'Saxe'],
      ['ST', 'Sachsen-Anhalt', 'Saxony-Anhalt', 'Saxe-Anhalt'],
      ['SH', 'Schleswig-Holstein', 'Schleswig-Holstein', 'Schleswig-Holstein'],
      ['TH', 'Thüringen', 'Thuringia', 'Thuringe'],
    ].map(([code, de, en, fr]) => ({
      code: `DE-${code}`,
      name: t(de as string, en as string, fr as string),
    })),
  },
  {
    iso: 'AT',
    iso3: 'AUT',
    name: t('Österreich', 'Austria', 'Autriche'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{4}$',
  },
  {
    iso: 'CH',
    iso3: 'CHE',
    name: t('Schweiz', 'Switzerland', 'Suisse'),
    eu: false,
    taxFree: true,
    postalPattern: '^\\d{4}$',
    states: [
      ['ZH', 'Zürich', 'Zurich', 'Zurich'],
      ['BE', 'Bern', 'Bern', 'Berne'],
      ['LU', 'Luzern', 'Lucerne', 'Lucerne'],
      ['BS', 'Basel-Stadt', 'Basel-City', 'Bâle-Ville'],
      ['SG', 'St. Gallen', 'St. Gallen', 'Saint-Gall'],
      ['GR', 'Graubünden', 'Grisons', 'Grisons'],
      ['AG', 'Aargau', 'Aargau', 'Argovie'],
      ['TI', 'Tessin', 'Ticino', 'Tessin'],
      ['VD', 'Waadt', 'Vaud', 'Vaud'],
      ['VS', 'Wallis', 'Valais', 'Valais'],
      ['GE', 'Genf', 'Geneva', 'Genève'],
      ['NE', 'Neuenburg', 'Neuchâtel', 'Neuchâtel'],
    ].map(([code, de, en, fr]) => ({
      code: `CH-${code}`,
      name: t(de as string, en as string, fr as string),
    })),
  },
  {
    iso: 'FR',
    iso3: 'FRA',
    name: t('Frankreich', 'France', 'France'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{5}$',
  },
  {
    iso: 'NL',
    iso3: 'NLD',
    name: t('Niederlande', 'Netherlands', 'Pays-Bas'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{4} ?[A-Z]{2}$',
  },
  {
    iso: 'BE',
    iso3: 'BEL',
    name: t('Belgien', 'Belgium', 'Belgique'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{4}$',
  },
  {
    iso: 'LU',
    iso3: 'LUX',
    name: t('Luxemburg', 'Luxembourg', 'Luxembourg'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{4}$',
  },
  {
    iso: 'IT',
    iso3: 'ITA',
    name: t('Italien', 'Italy', 'Italie'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{5}$',
  },
  {
    iso: 'ES',
    iso3: 'ESP',
    name: t('Spanien', 'Spain', 'Espagne'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{5}$',
  },
  {
    iso: 'DK',
    iso3: 'DNK',
    name: t('Dänemark', 'Denmark', 'Danemark'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{4}$',
  },
  {
    iso: 'SE',
    iso3: 'SWE',
    name: t('Schweden', 'Sweden', 'Suède'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{3} ?\\d{2}$',
  },
  {
    iso: 'PL',
    iso3: 'POL',
    name: t('Polen', 'Poland', 'Pologne'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{2}-\\d{3}$',
  },
  {
    iso: 'CZ',
    iso3: 'CZE',
    name: t('Tschechien', 'Czechia', 'Tchéquie'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{3} ?\\d{2}$',
  },
  {
    iso: 'PT',
    iso3: 'PRT',
    name: t('Portugal', 'Portugal', 'Portugal'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{4}-\\d{3}$',
  },
  {
    iso: 'IE',
    iso3: 'IRL',
    name: t('Irland', 'Ireland', 'Irlande'),
    eu: true,
    taxFree: false,
    postalPattern: '^[A-Z0-9]{3} ?[A-Z0-9]{4}$',
  },
  {
    iso: 'FI',
    iso3: 'FIN',
    name: t('Finnland', 'Finland', 'Finlande'),
    eu: true,
    taxFree: false,
    postalPattern: '^\\d{5}$',
  },
]

export const SALUTATIONS = [
  {
    key: 'mrs',
    display: t('Frau', 'Mrs', 'Madame'),
    letter: t('Sehr geehrte Frau', 'Dear Mrs', 'Chère Madame'),
  },
  {
    key: 'mr',
    display: t('Herr', 'Mr', 'Monsieur'),
    letter: t('Sehr geehrter Herr', 'Dear Mr', 'Cher Monsieur'),
  },
  {
    key: 'not_specified',
    display: t('Keine Angabe', 'Not specified', 'Non précisé'),
    letter: t('Guten Tag', 'Hello', 'Bonjour'),
  },
]

export const DELIVERY_TIMES = [
  {
    key: 'download',
    min: 0,
    max: 0,
    unit: 'day',
    name: t('Sofort per Download', 'Instant download', 'Téléchargement immédiat'),
  },
  {
    key: '1-3-days',
    min: 1,
    max: 3,
    unit: 'day',
    name: t('1–3 Werktage', '1–3 working days', '1 à 3 jours ouvrés'),
  },
  {
    key: '3-5-days',
    min: 3,
    max: 5,
    unit: 'day',
    name: t('3–5 Werktage', '3–5 working days', '3 à 5 jours ouvrés'),
  },
  { key: '1-2-weeks', min: 1, max: 2, unit: 'week', name: t('1–2 Wochen', '1–2 weeks', '1 à 2 semaines') },
  {
    key: '2-4-weeks',
    min: 2,
    max: 4,
    unit: 'week',
    name: t('2–4 Wochen (Spedition)', '2–4 weeks (freight)', '2 à 4 semaines (transporteur)'),
  },
] as const

export const PAYMENT_METHODS = [
  {
    key: 'card',
    handler: 'Gartenwerk\\Payment\\CardPaymentHandler',
    name: t('Kreditkarte', 'Credit card', 'Carte bancaire'),
    description: t(
      'Visa, Mastercard und American Express – sicher über unseren Zahlungsdienstleister.',
      'Visa, Mastercard and American Express – processed securely by our payment provider.',
      'Visa, Mastercard et American Express, traités en toute sécurité par notre prestataire de paiement.',
    ),
  },
  {
    key: 'paypal',
    handler: 'Gartenwerk\\Payment\\PayPalHandler',
    name: t('PayPal', 'PayPal', 'PayPal'),
    description: t(
      'Nach dem Klick auf „Zahlungspflichtig bestellen“ bestätigen Sie die Zahlung bei DemoPal und kehren danach zu uns zurück.',
      'After clicking “Order with obligation to pay” you approve the payment with DemoPal and are then brought back to us.',
      'Après avoir cliqué sur « Commander avec obligation de paiement », vous validez le paiement sur DemoPal, puis revenez chez nous.',
    ),
  },
  {
    key: 'apple-pay',
    handler: 'Gartenwerk\\Payment\\ApplePayHandler',
    name: t('Apple Pay', 'Apple Pay', 'Apple Pay'),
    description: t(
      'Bezahlen mit Face ID oder Touch ID auf Ihrem iPhone, iPad oder Mac.',
      'Pay with Face ID or Touch ID on your iPhone, iPad or Mac.',
      'Payez avec Face ID ou Touch ID sur votre iPhone, iPad ou Mac.',
    ),
  },
  {
    key: 'prepayment',
    handler: 'Shopware\\Core\\Checkout\\Payment\\Cart\\PaymentHandler\\PrePayment',
    name: t('Vorkasse', 'Prepayment', 'Virement anticipé'),
    description: t(
      'Sie überweisen den Betrag vorab; wir versenden, sobald das Geld eingegangen ist (meist 1–2 Werktage).',
      'You transfer the amount in advance; we ship as soon as the payment arrives (usually 1–2 working days).',
      'Vous virez le montant à l’avance ; nous expédions dès réception (en général 1 à 2 jours ouvrés).',
    ),
  },
  {
    key: 'invoice',
    handler: 'Shopware\\Core\\Checkout\\Payment\\Cart\\PaymentHandler\\InvoicePayment',
    name: t('Rechnung', 'Invoice', 'Facture'),
    description: t(
      'Bezahlen Sie bequem nach Erhalt der Ware: Sie überweisen den Rechnungsbetrag innerhalb von 14 Tagen. Für Kundenkonten mit Rechnungsadresse in Deutschland oder Österreich.',
      'Pay once your order has arrived: transfer the invoice amount within 14 days. For customer accounts with a billing address in Germany or Austria.',
      'Payez après réception de votre commande\u202f: vous virez le montant de la facture sous 14 jours. Réservé aux comptes clients avec une adresse de facturation en Allemagne ou en Autriche.',
    ),
  },
]

export const SHIPPING_METHODS = [
  {
    key: 'standard',
    deliveryTime: '3-5-days',
    maxWeight: 30,
    freight: false,
    price: 5.9,
    freeFrom: 150,
    name: t('Standardversand', 'Standard delivery', 'Livraison standard'),
    description: t(
      'Paketversand mit DHL oder Post, versandkostenfrei ab 150 €.',
      'Parcel delivery by DHL or national post, free from €150.',
      'Colis par DHL ou La Poste, livraison offerte dès 150 €.',
    ),
    tracking: 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=%s',
  },
  {
    key: 'freight',
    deliveryTime: '2-4-weeks',
    maxWeight: null,
    freight: true,
    price: 79,
    freeFrom: 1000,
    name: t('Speditionsversand', 'Freight delivery', 'Livraison par transporteur'),
    description: t(
      'Lieferung frei Bordsteinkante mit telefonischer Terminabsprache – für Möbel über 30 kg. Versandkostenfrei ab 1.000 €.',
      'Kerbside delivery with a phone call to agree the date – for furniture over 30 kg. Free from €1,000.',
      'Livraison au pied du domicile sur rendez-vous téléphonique, pour les meubles de plus de 30 kg. Offerte dès 1 000 €.',
    ),
    tracking: null,
  },
  {
    key: 'express',
    deliveryTime: '1-3-days',
    maxWeight: 30,
    freight: false,
    price: 14.9,
    freeFrom: null,
    name: t('Expressversand', 'Express delivery', 'Livraison express'),
    description: t(
      'Bestellung bis 12 Uhr, Zustellung am nächsten Werktag (Deutschland und Österreich).',
      'Order by 12 noon for next-working-day delivery (Germany and Austria).',
      'Commande avant midi, livraison le jour ouvré suivant (Allemagne et Autriche).',
    ),
    tracking: 'https://www.ups.com/track?tracknum=%s',
  },
] as const

export const CUSTOMER_GROUPS = [
  { key: 'default', gross: true, name: t('Privatkunden', 'Private customers', 'Particuliers') },
  { key: 'business', gross: false, name: t('Geschäftskunden', 'Business customers', 'Professionnels') },
]
