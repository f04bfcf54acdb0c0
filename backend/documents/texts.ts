import type { ShopLanguageCode } from '../core/config.ts'

/** Every word an order document prints, in the order's language. */
export interface DocumentTexts {
  title: Record<DocumentTypeName, string>
  number: Record<DocumentTypeName, string>
  orderNumber: string
  customerNumber: string
  orderDate: string
  documentDate: string
  billingAddress: string
  shippingAddress: string
  position: string
  productNumber: string
  item: string
  quantity: string
  unitPrice: string
  total: string
  shippingCosts: string
  netTotal: string
  vat: (rate: string) => string
  grossTotal: string
  taxFree: string
  importVatNote: string
  paymentMethod: string
  shippingMethod: string
  deliveryNoteHint: string
  bankDetails: string
  vatId: string
  managingDirectors: string
  registerCourt: string
  page: (page: number, pages: number) => string
  /** What joins a label to its value: French sets a narrow no-break space before the colon. */
  colon: string
}

export type DocumentTypeName = 'invoice' | 'delivery_note'

export const DOCUMENT_TEXTS: Record<ShopLanguageCode, DocumentTexts> = {
  'de-DE': {
    title: { invoice: 'Rechnung', delivery_note: 'Lieferschein' },
    number: { invoice: 'Rechnungsnummer', delivery_note: 'Lieferscheinnummer' },
    orderNumber: 'Bestellnummer',
    customerNumber: 'Kundennummer',
    orderDate: 'Bestelldatum',
    documentDate: 'Datum',
    billingAddress: 'Rechnungsadresse',
    shippingAddress: 'Lieferadresse',
    position: 'Pos.',
    productNumber: 'Art.-Nr.',
    item: 'Bezeichnung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    total: 'Gesamt',
    shippingCosts: 'Versandkosten',
    netTotal: 'Gesamtsumme netto',
    vat: (rate) => `zzgl. ${rate} % MwSt.`,
    grossTotal: 'Gesamtsumme brutto',
    taxFree: 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a i. V. m. § 6 UStG)',
    importVatNote:
      'Die Lieferung in die Schweiz erfolgt ohne deutsche Umsatzsteuer. Einfuhrumsatzsteuer und etwaige Zollgebühren werden bei der Einfuhr erhoben und sind vom Empfänger zu tragen.',
    paymentMethod: 'Zahlungsart',
    shippingMethod: 'Versandart',
    deliveryNoteHint: 'Bitte prüfen Sie die Lieferung bei Erhalt auf Vollständigkeit und Transportschäden.',
    bankDetails: 'Bankverbindung',
    vatId: 'USt-IdNr.',
    managingDirectors: 'Geschäftsführung',
    registerCourt: 'Registergericht',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    colon: ': ',
  },
  'en-GB': {
    title: { invoice: 'Invoice', delivery_note: 'Delivery note' },
    number: { invoice: 'Invoice number', delivery_note: 'Delivery note number' },
    orderNumber: 'Order number',
    customerNumber: 'Customer number',
    orderDate: 'Order date',
    documentDate: 'Date',
    billingAddress: 'Billing address',
    shippingAddress: 'Delivery address',
    position: 'No.',
    productNumber: 'Item no.',
    item: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    total: 'Total',
    shippingCosts: 'Shipping',
    netTotal: 'Total excl. VAT',
    vat: (rate) => `plus ${rate}% VAT`,
    grossTotal: 'Total incl. VAT',
    taxFree: 'VAT-exempt export delivery',
    importVatNote:
      'Delivered to Switzerland without German VAT. Import VAT and any customs duties are charged on import and payable by the recipient.',
    paymentMethod: 'Payment method',
    shippingMethod: 'Shipping method',
    deliveryNoteHint: 'Please check the delivery for completeness and transport damage on receipt.',
    bankDetails: 'Bank details',
    vatId: 'VAT ID',
    managingDirectors: 'Managing directors',
    registerCourt: 'Register court',
    page: (page, pages) => `Page ${page} of ${pages}`,
    colon: ': ',
  },
  'fr-FR': {
    title: { invoice: 'Facture', delivery_note: 'Bon de livraison' },
    number: { invoice: 'N° de facture', delivery_note: 'N° du bon de livraison' },
    orderNumber: 'N° de commande',
    customerNumber: 'N° de client',
    orderDate: 'Date de commande',
    documentDate: 'Date',
    billingAddress: 'Adresse de facturation',
    shippingAddress: 'Adresse de livraison',
    position: 'Pos.',
    productNumber: 'Réf.',
    item: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    shippingCosts: 'Frais de livraison',
    netTotal: 'Total HT',
    vat: (rate) => `TVA ${rate}\u00a0%`,
    grossTotal: 'Total TTC',
    taxFree: 'Livraison à l’exportation exonérée de TVA',
    importVatNote:
      'Livraison en Suisse sans TVA allemande. La TVA à l’importation et les éventuels droits de douane sont perçus à l’importation et restent à la charge du destinataire.',
    paymentMethod: 'Mode de paiement',
    shippingMethod: 'Mode de livraison',
    deliveryNoteHint:
      'Merci de vérifier à réception que la livraison est complète et n’a pas été endommagée pendant le transport.',
    bankDetails: 'Coordonnées bancaires',
    vatId: 'N° de TVA',
    managingDirectors: 'Gérants',
    registerCourt: 'Registre du commerce',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    colon: '\u202f: ',
  },
}
