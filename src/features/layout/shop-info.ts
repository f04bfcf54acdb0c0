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

/** The shop's calendar: the year turns at midnight in Hamburg, not in UTC or the visitor's zone. */
export const SHOP_TIME_ZONE = 'Europe/Berlin'

/** Made once: building an Intl formatter costs more than the render's use of it. */
const YEAR_AT_SHOP = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: SHOP_TIME_ZONE })

/** The current year at the shop, for the copyright line (the render's date, see the root loader). */
export function shopYear(now: Date): number {
  return Number(YEAR_AT_SHOP.format(now))
}

/** `1998–2026`: from the founding year to `year` (one year alone while they are the same). */
export function copyrightYears(year: number, founded: number = SHOP_INFO.foundedYear): string {
  return year > founded ? `${founded}–${year}` : String(founded)
}
