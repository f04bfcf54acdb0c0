// The cart's UI adapter (issue 32): the generated paths of machines/cart/cart.machine.ts played as a
// guest. Products are added from their card on the search page (the same seed products as in the
// model test, found by number); quantities, removals and promo codes are done on the cart page; the
// session's news is a change of the shipping country there (the session tells the cart to reload).
// The header's count (good items) is what every page shows of the cart; the cart page shows its
// lines, codes and messages. The cart machine has hundreds of shortest paths (one per observable
// transition): the UI replays the fewest of them that still reach every state, take every
// transition and do every sample step (define.ts, coveringPaths).

import type { Route } from '@playwright/test'
import type { EventObject, SnapshotFrom } from 'xstate'
import type { cartMachine } from '../../../machines/cart/cart.machine.ts'
import { sessionContext } from '../../../machines/session/session.test-support.ts'
import { goodItemCount } from '../../../src/domain/cart.ts'
import { type CartCatalogue, UNKNOWN_CODE, VALID_CODE } from '../../model/cart.model.support.ts'
import { JOURNEY_PASSWORD, registerByApi } from '../../fixtures/account-journey.ts'
import { textPattern, tr } from '../../fixtures/catalog.ts'
import { expect, expectAccessible, waitForHydration } from '../../fixtures/test.ts'
import type { UiAdapter, UiSession } from '../adapter.ts'

/**
 * The model's catalogue: the ids stand for the seed products with these numbers (the UI finds them
 * by number); the paths and their titles are the model test's, whose catalogue has the real ids.
 */
export const CART_UI_CATALOGUE: CartCatalogue = {
  physical: { id: 'GW-COVER-CHAIRS', name: 'physical' },
  download: { id: 'GW-CARE-GUIDE', name: 'download' },
  session: sessionContext(),
}

/** Germany and a neighbour: switching between them changes the session and reloads the cart. */
const COUNTRIES = [/^(Deutschland|Germany|Allemagne)$/, /^(Österreich|Austria|Autriche)$/]

interface CartWorld {
  /** Product names by number, read from their cards. */
  names: Map<string, string>
  checked: Set<string>
  /** Which of COUNTRIES the cart ships to. */
  country: number
  /** Changes the page sent and the test holds until the back end may answer. */
  held: Route[]
  /** An add opened the mini cart, to be closed once the answer came. */
  miniCart: boolean
}

const startsWith = (text: string) => new RegExp(`^${textPattern(text)}`)

async function visit(ui: UiSession, world: CartWorld, url: string): Promise<void> {
  if (ui.page.url() === url) return
  await ui.page.goto(url)
  // A new page has no mini cart open.
  world.miniCart = false
  await waitForHydration(ui.page)
  if (world.checked.has(url)) return
  await expectAccessible(ui.page)
  world.checked.add(url)
}

const cartPage = (ui: UiSession, world: CartWorld) => visit(ui, world, `${ui.base}/checkout/cart`)

function numberOf(event: EventObject): string {
  if (!('productId' in event) || typeof event.productId !== 'string')
    throw new Error(`no product in ${event.type}`)
  return event.productId
}

const sample = (number: string) => (number === CART_UI_CATALOGUE.download.id ? 'download' : 'physical')

/** The cart page's line of a product. */
function line(ui: UiSession, world: CartWorld, number: string) {
  const name = world.names.get(number) ?? number
  return ui.page.getByRole('main').getByTestId('cart-line-item').filter({ hasText: name })
}

async function add(ui: UiSession, world: CartWorld, number: string): Promise<void> {
  await visit(ui, world, `${ui.base}/search?search=${encodeURIComponent(number)}`)
  // A second add before the answer: the mini cart the first one opened is modal (the page behind
  // it is inert), so the shopper closes it first, as one must. It opens with the add itself, once
  // its lazily loaded module is there, so the test waits for it rather than racing the load.
  await closeMiniCart(ui, world)
  // `has` is matched inside each card: a locator from the page, not from main.
  const button = ui.page.getByRole('button', { name: startsWith(tr(ui.locale, 'Add to cart')) })
  const card = ui.page.getByRole('main').locator('.product-card').filter({ has: button }).first()
  world.names.set(number, (await card.getByRole('heading', { level: 3 }).innerText()).trim())
  await card.getByRole('button', { name: startsWith(tr(ui.locale, 'Add to cart')) }).click()
  // The mini cart opens with the add; the shop's answer is held until the path's answer step.
  world.miniCart = true
}

/** Lets the held change through to the shop (waits until the page sent it); closes the mini cart it opens. */
async function answer(ui: UiSession, world: CartWorld): Promise<void> {
  await expect.poll(() => world.held.length).toBeGreaterThan(0)
  await world.held.shift()?.continue()
  await closeMiniCart(ui, world)
}

/** Closes the mini cart an add opened (it opens with the add, not with the shop's answer). */
async function closeMiniCart(ui: UiSession, world: CartWorld): Promise<void> {
  if (!world.miniCart) return
  world.miniCart = false
  const dialog = ui.page.getByRole('dialog', { name: tr(ui.locale, 'Cart') })
  await expect(dialog).toBeVisible()
  await ui.page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

async function applyCode(ui: UiSession, world: CartWorld, code: string): Promise<void> {
  await cartPage(ui, world)
  const field = ui.page
    .getByRole('main')
    .getByRole('textbox', { name: tr(ui.locale, 'Promo code'), exact: true })
  await field.fill(code)
  await ui.page
    .getByRole('main')
    .getByRole('button', { name: tr(ui.locale, 'Apply') })
    .click()
}

let customers = 0

/** Logs in as a customer of the path's own (registered in a context of its own; empty cart). */
async function logIn(ui: UiSession, world: CartWorld): Promise<void> {
  const email = `paths-cart-${ui.locale.toLowerCase()}-${Date.now()}-${customers++}@example.org`
  const browser = ui.page.context().browser()
  if (!browser) throw new Error('no browser to register in')
  const other = await browser.newContext()
  await registerByApi(await other.newPage(), { locale: ui.locale, base: ui.base }, email, 'Carla')
  await other.close()
  await visit(ui, world, `${ui.base}/login`)
  const main = ui.page.getByRole('main')
  await main.getByLabel(tr(ui.locale, 'E-mail address'), { exact: true }).fill(email)
  await main.getByLabel(tr(ui.locale, 'Password'), { exact: true }).fill(JOURNEY_PASSWORD)
  await main.getByRole('button', { name: tr(ui.locale, 'Log in') }).click()
  await expect(ui.page).toHaveURL(/\/account$/)
  await waitForHydration(ui.page)
  if (!world.checked.has(ui.page.url())) await expectAccessible(ui.page)
  world.checked.add(ui.page.url())
}

/** Why the browser's cart never waits for the session nor reads the cart first. */
const FIRST_READ_BY_SERVER =
  'every page is rendered with the shopper’s session and cart (the page’s dehydrated state holds both, the cart at rest: checked on the home, search, cart, login, wishlist and checkout pages and a 404), so the browser’s cart starts from them at rest (starting → idle, hasCart) and never waits for the session or reads the cart first; only the server’s own render passes through these states, where no shopper acts'

const count = {
  testId: 'header-cart-count',
  attribute: 'data-count',
  value: '{count}',
  absentWhen: '0',
} as const

export const cartAdapter: UiAdapter<CartWorld> = {
  machine: 'cart',
  async start(ui) {
    const world: CartWorld = { names: new Map(), checked: new Set(), country: 0, held: [], miniCart: false }
    // Changes of lines and codes wait for the path's answer step, so the page is seen while sending.
    await ui.page.route('**/store-api/checkout/cart/line-item**', (route) => {
      if (route.request().method() === 'GET') void route.continue()
      else world.held.push(route)
    })
    await visit(ui, world, `${ui.base}/search?search=${encodeURIComponent(CART_UI_CATALOGUE.physical.id)}`)
    ui.values.code = UNKNOWN_CODE
    return world
  },
  observe(state, ui) {
    const display = (state as SnapshotFrom<typeof cartMachine>).context.display
    ui.values.count = String(goodItemCount(display))
    // The cart page has the checkout's header, without the cart count.
    const onCart = new URL(ui.page.url()).pathname.endsWith('/checkout/cart')
    ui.values.onCart = String(onCart)
    ui.values.onShop = String(!onCart)
    // A reload (after a country choice or a login) is not held: the page has its answer before the
    // model's next step, so a code's message the reload clears is gone while the model still reloads.
    const reloading = (state as SnapshotFrom<typeof cartMachine>).matches({ sync: 'refreshing' })
    ui.values.reloading = String(reloading)
    ui.values.settled = String(!reloading)
  },
  shopper: {
    'cart.add': {
      does: (event) => `adds the ${sample(numberOf(event))} product from its card on the search page`,
      run: (ui, event, world) => add(ui, world, numberOf(event)),
    },
    'cart.changeQuantity': {
      does: 'raises the quantity with the “+” of the line on the cart page',
      async run(ui, _event, world) {
        await cartPage(ui, world)
        const name = world.names.get(CART_UI_CATALOGUE.physical.id) ?? ''
        await line(ui, world, CART_UI_CATALOGUE.physical.id)
          .getByRole('button', { name: tr(ui.locale, 'Increase quantity of {itemName}', { itemName: name }) })
          .click()
      },
    },
    'cart.remove': {
      does: (event) =>
        `removes the ${'lineItemId' in event && event.lineItemId === CART_UI_CATALOGUE.download.id ? 'download' : 'physical product'} on the cart page`,
      async run(ui, event, world) {
        await cartPage(ui, world)
        const number = 'lineItemId' in event && typeof event.lineItemId === 'string' ? event.lineItemId : ''
        await line(ui, world, number)
          .getByRole('button', { name: startsWith(tr(ui.locale, 'Remove')) })
          .click()
      },
    },
    'cart.addPromotion': {
      does: (event) =>
        `enters the ${'code' in event && event.code === VALID_CODE ? 'valid' : 'unknown'} promo code on the cart page`,
      run: (ui, event, world) =>
        applyCode(ui, world, 'code' in event && typeof event.code === 'string' ? event.code : ''),
    },
    'cart.removePromotion': {
      does: 'removes the promo code on the cart page',
      async run(ui, _event, world) {
        await cartPage(ui, world)
        await ui.page
          .getByRole('main')
          .getByTestId('cart-promotion')
          .getByRole('button', { name: startsWith(tr(ui.locale, 'Remove')) })
          .click()
      },
    },
    'session.changed': {
      does: 'chooses another shipping country on the cart page (an empty cart has none to choose: logs in)',
      async run(ui, _event, world) {
        await cartPage(ui, world)
        const select = ui.page.getByRole('main').getByLabel(tr(ui.locale, 'Shipping to'))
        if ((await select.count()) === 0) {
          await logIn(ui, world)
          return 'the cart is empty, so there is no country to choose: the shopper logs in with the login form'
        }
        world.country = (world.country + 1) % COUNTRIES.length
        const pattern = COUNTRIES[world.country] ?? /./
        const labels = await select.locator('option').allTextContents()
        const label = labels.find((text) => pattern.test(text.trim()))
        if (!label) throw new Error(`the cart page offers no ${pattern.source}`)
        await select.selectOption({ label })
        return undefined
      },
    },
  },
  system: {
    'xstate.done.actor.loadCart': { reason: 'the shop gives the cart' },
    'xstate.error.actor.loadCart': {
      reason: 'reading the cart fails (not generated: the model’s back end answers)',
    },
    'xstate.done.actor.syncChange': {
      reason: 'the shop answers the change with the new cart',
      run: (ui, _event, world) => answer(ui, world),
    },
    'xstate.error.actor.syncChange': {
      reason: 'the shop refuses the change (404: no such line)',
      run: (ui, _event, world) => answer(ui, world),
    },
    'cart.takeMessages': { reason: 'the page takes the cart’s messages to show them (useCartFeedback)' },
    'cart.adopt': { reason: 'the checkout hands over a cart it read (through the root)' },
  },
  unreachable: {
    'cart.remove(unknown)':
      'a shopper removes only lines the cart page shows; a line id no cart holds comes from no page (the model test proves the 404)',
    'session.loadFailed':
      'the session’s first read fails only when the Store API fails, and then the page itself fails (503 for every page)',
  },
  // The root's news of a failed first read of the session: the system's, not a shopper's.
  unreachableSystemEvents: ['session.loadFailed'],
  unreachableTransitions: {
    ...Object.fromEntries(
      ['waitingForSession', 'loading'].flatMap((state) =>
        ['changeQuantity', 'remove', 'addPromotion', 'removePromotion'].map((event) => [
          `cart.sync.${state}#cart.${event}#0`,
          'no page shows a line, its “+” or Remove, or the promo code field before the cart is read: the cart page and the mini cart draw them from the cart the actor has read',
        ]),
      ),
    ),
    ...Object.fromEntries(
      ['waitingForSession', 'loading'].flatMap((state) =>
        ['cart.add', 'session.changed'].map((event) => [
          `cart.sync.${state}#${event}#0`,
          `${FIRST_READ_BY_SERVER}. Machine level: cart.machine.test.ts ${
            state === 'loading'
              ? event === 'cart.add'
                ? '“queues changes made while the first load runs and applies them on the loaded cart”'
                : '“needs no second request for the session’s own first load while the cart loads”'
              : '“waits for the session’s first load (changed or failed) before its own, queueing changes”'
          }`,
        ]),
      ),
    ),
  },
  cases: { page: ['onCart', 'onShop'], sync: ['settled', 'reloading'] },
  states: {
    'cart.content.empty': [
      { ...count, if: 'onShop' },
      { text: 'Your cart is empty.', scope: 'main', if: 'onCart' },
    ],
    'cart.content.filled': [
      { ...count, if: 'onShop' },
      { text: 'Your cart is empty.', scope: 'main', is: 'hidden', if: 'onCart' },
    ],
    'cart.content.virtual': [
      { ...count, if: 'onShop' },
      { text: 'Your cart is empty.', scope: 'main', is: 'hidden', if: 'onCart' },
    ],
    'cart.errors.none': [{ text: 'The promo code {code} is not valid.', scope: 'main', is: 'hidden' }],
    'cart.errors.withErrors': [
      { text: 'The promo code {code} is not valid.', scope: 'main', if: 'settled' },
      // A cart with a code's message reloads only after a country chosen on the cart page.
      { role: 'heading', name: 'Cart', scope: 'main', if: 'reloading' },
    ],
  },
  transient: {
    'cart.sync.idle': 'at rest: the content’s signs show the cart (the count, or the cart page)',
    'cart.sync.sending':
      'the answer is held until the next step; the page shows the change at once (optimistic), as the content’s signs check',
    'cart.content.deriving':
      'eventless: decides at once whether the cart is empty, has goods or only downloads',
    'cart.errors.deriving': 'eventless: decides at once whether the cart has blocking errors',
    'cart.sync.starting': 'eventless: loads at once when the page has a session',
    'cart.sync.waitingForSession': 'the session answers as the page starts',
    'cart.sync.loading': 'a read of a few milliseconds; the count after it shows the cart read',
    'cart.sync.next': 'eventless: takes the next queued change or rests at once',
    'cart.sync.refreshing': 'a read of a few milliseconds; the count after it shows the cart read',
  },
}
