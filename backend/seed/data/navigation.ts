import type { L } from './types.ts'

/** Footer/service navigation entries. `page` entries have a content CMS page (data/pages.ts). */
export interface NavEntry {
  key: string
  name: L
  type: 'page' | 'link' | 'folder'
  page?: string
  link?: { type: 'category' | 'product' | 'landing_page' | 'external'; target: string; newTab?: boolean }
  children?: NavEntry[]
}

const t = (de: string, en: string, fr: string): L => ({ de, en, fr })

export const FOOTER_NAVIGATION: NavEntry[] = [
  {
    key: 'footer-service',
    name: t('Service', 'Customer service', 'Service client'),
    type: 'folder',
    children: [
      {
        key: 'shipping-payment',
        name: t('Versand & Zahlung', 'Shipping & payment', 'Livraison & paiement'),
        type: 'page',
        page: 'shipping-payment',
      },
      {
        key: 'withdrawal',
        name: t('Widerrufsrecht', 'Right of withdrawal', 'Droit de rétractation'),
        type: 'page',
        page: 'withdrawal',
      },
      {
        key: 'terms',
        name: t('AGB', 'Terms and conditions', 'Conditions générales de vente'),
        type: 'page',
        page: 'terms',
      },
      {
        key: 'footer-care-guide',
        name: t('Pflege-Ratgeber', 'Care guide', 'Guide d’entretien'),
        type: 'link',
        link: { type: 'product', target: 'GW-CARE-GUIDE' },
      },
    ],
  },
  {
    key: 'footer-company',
    name: t('Gartenwerk', 'Gartenwerk', 'Gartenwerk'),
    type: 'folder',
    children: [
      { key: 'about', name: t('Über uns', 'About us', 'Qui sommes-nous'), type: 'page', page: 'about' },
      {
        key: 'designers',
        name: t('Unsere Designer', 'Our designers', 'Nos designers'),
        type: 'page',
        page: 'designers',
      },
      {
        key: 'showroom',
        name: t('Showroom Hamburg', 'Hamburg showroom', 'Showroom de Hambourg'),
        type: 'page',
        page: 'showroom',
      },
      {
        key: 'instagram',
        name: t('Instagram', 'Instagram', 'Instagram'),
        type: 'link',
        link: { type: 'external', target: 'https://www.instagram.com/', newTab: true },
      },
    ],
  },
  {
    key: 'footer-legal',
    name: t('Rechtliches', 'Legal', 'Informations légales'),
    type: 'folder',
    children: [
      { key: 'imprint', name: t('Impressum', 'Imprint', 'Mentions légales'), type: 'page', page: 'imprint' },
      {
        key: 'privacy',
        name: t('Datenschutz', 'Privacy policy', 'Politique de confidentialité'),
        type: 'page',
        page: 'privacy',
      },
    ],
  },
]

export const SERVICE_NAVIGATION: NavEntry[] = [
  {
    key: 'service-showroom',
    name: t('Showroom', 'Showroom', 'Showroom'),
    type: 'link',
    link: { type: 'category', target: 'showroom' },
  },
  {
    key: 'service-shipping',
    name: t('Versand & Zahlung', 'Shipping & payment', 'Livraison & paiement'),
    type: 'link',
    link: { type: 'category', target: 'shipping-payment' },
  },
  {
    key: 'service-sale',
    name: t('Sale', 'Sale', 'Soldes'),
    type: 'link',
    link: { type: 'landing_page', target: 'sale' },
  },
  {
    key: 'service-imprint',
    name: t('Impressum', 'Imprint', 'Mentions légales'),
    type: 'link',
    link: { type: 'category', target: 'imprint' },
  },
]

export const ROOT_NAMES = {
  main: t('Startseite', 'Home', 'Accueil'),
  footer: t('Fußzeile', 'Footer', 'Pied de page'),
  service: t('Servicenavigation', 'Service navigation', 'Navigation service'),
}
