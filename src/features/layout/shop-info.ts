/**
 * The shop's own contact data shown in the contact banner. It is storefront content (not Store API
 * data: Shopware has no endpoint for opening hours), kept in one place so it is easy to change.
 */
export const SHOP_INFO = {
  name: 'Gartenwerk',
  phoneDisplay: '+49 40 3861 2200',
  phoneHref: 'tel:+494038612200',
  // The Hamburg-Altona showroom the CMS pages talk about.
  showroom: { street: 'Große Elbstraße 84', city: '22767 Hamburg' },
  foundedYear: 1998,
} as const
