/**
 * Pages `npm run bench` measures. A new kind of page adds its entry here (a path on the de-DE domain;
 * fr-FR paths start with /fr-FR). `targets` overrides the defaults per page.
 */
export interface BenchTargets {
  /** Gzipped JS referenced by the server-rendered HTML (scripts and modulepreloads), in KB (1024 B). */
  initialJsKb: number
  /** Lighthouse performance score, 0-1 (mobile, simulated throttling). */
  performance: number
  /** Cumulative layout shift. */
  cls: number
}

export interface BenchPage {
  name: string
  path: string
  targets?: Partial<BenchTargets>
  /**
   * Measured with a cart of a few products (a context token cookie that bench/run.ts fills once):
   * the cart and checkout pages of an empty cart are not the pages shoppers see.
   */
  withCart?: boolean
  /**
   * Measured logged in as the embedded back end's demo customer (a context token cookie that
   * bench/run.ts logs in once): account pages send everyone else to the login page.
   */
  withCustomer?: boolean
}

export const DEFAULT_TARGETS: BenchTargets = { initialJsKb: 120, performance: 0.95, cls: 0.02 }

/**
 * JS budgets per page type (gzip KB to hydrate, issue 33): catalogue pages (document pages without
 * the router) 100, the basket 110, the checkout 150, the account 120; the bench fails a page over
 * its budget.
 */
const CATALOGUE_JS = { initialJsKb: 100 }

export const BENCH_PAGES: BenchPage[] = [
  { name: 'home', path: '/', targets: CATALOGUE_JS },
  // A category listing with 39 products (first page of cards, filters, sorting).
  { name: 'category', path: '/Gartentische/Esstische', targets: CATALOGUE_JS },
  // A variant of a product with a configurator, tiers and reviews.
  { name: 'product', path: '/Ruegen-Lounge-Sofa-2-Sitzer/GW-RUE-102.2', targets: CATALOGUE_JS },
  // Results of a term with filters, sorting and pages.
  { name: 'search', path: '/search?search=Tisch', targets: CATALOGUE_JS },
  // The cart page and the checkout's first step (who orders: log in, or details as a guest).
  { name: 'cart page', path: '/checkout/cart', withCart: true, targets: { initialJsKb: 110 } },
  { name: 'checkout', path: '/checkout', withCart: true, targets: { initialJsKb: 150 } },
  // The account overview of a customer with addresses (personal data, default addresses, newsletter).
  { name: 'account', path: '/account', withCustomer: true, targets: { initialJsKb: 120 } },
]
