/**
 * The showroom's facts as the CMS pages state them (seed: backend/seed/data/pages.ts, "Hamburg
 * showroom"): address, phone and weekly opening hours. Storefront content, not Store API data —
 * Shopware has no endpoint for opening hours. Used by the showroom map, the home page's
 * Organization JSON-LD and the opening-hours structured data.
 */
export const SHOWROOM = {
  name: 'Gartenwerk Showroom',
  street: 'Große Elbstraße 84',
  postalCode: '22767',
  city: 'Hamburg',
  country: 'DE',
  /** Display and tel: forms of the advice line. */
  phoneDisplay: '+49 40 3861 2200',
  phoneHref: 'tel:+494038612200',
  email: 'service@gartenwerk.example',
  foundedYear: 1998,
  /** WGS 84, for the map's centre and the directions link. */
  geo: { lat: 53.5446, lng: 9.9366 },
  /** ISO weekday (1 = Monday) → opening and closing time; absent days are closed. */
  hours: [
    { days: [1, 2, 3, 4, 5], opens: '10:00', closes: '19:00' },
    { days: [6], opens: '10:00', closes: '18:00' },
  ],
} as const

/** Address as one line, for map queries and directions. */
export function showroomQuery(): string {
  return `${SHOWROOM.street}, ${SHOWROOM.postalCode} ${SHOWROOM.city}`
}

/** External directions (opens the shopper's maps app or site); works with no key and no script. */
export function directionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${SHOWROOM.name}, ${showroomQuery()}`)}`
}
