// The wishlist's UI adapter (issue 32): the generated paths of machines/wishlist/wishlist.machine.ts
// played as a guest who becomes a customer. Products a and b of the model are the same seed products
// as in the model test, found by their number on the search page, whose card has the heart. Logging
// in is the login form (a customer registered for the path, so the server list starts empty, as in
// the model); logging out is the account menu. The header's count and the heart of the product on
// the page are what the shopper sees of the list; the reads behind them take a few milliseconds and
// show nothing of their own (the `transient` states), so after each step the page must show what the
// model says the list is once it has settled there. Writes to the customer's list are held until the
// path's answer step, so a second tap of the heart meanwhile queues as the model says.

import type { Page, Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import type { WishlistSamples, World } from '../../model/wishlist.model.support.ts'
import { JOURNEY_PASSWORD, registerByApi } from '../../fixtures/account-journey.ts'
import { tr } from '../../fixtures/catalog.ts'
import { expect, expectAccessible, waitForHydration } from '../../fixtures/test.ts'
import type { UiAdapter, UiSession } from '../adapter.ts'

/**
 * The model's samples: the ids stand for the seed products with these numbers (the UI finds them by
 * number); the paths and their titles are the model test's, whose samples carry the real ids.
 */
export const WISHLIST_UI_SAMPLES: WishlistSamples = {
  a: { id: 'GW-COVER-CHAIRS', name: 'a' },
  b: { id: 'GW-CARE-GUIDE', name: 'b' },
  unknown: { id: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0', name: 'Unknown' },
  customerId: 'customer',
}

const FIRST_NAME = 'Wanda'

interface WishlistWorld {
  email: string | null
  /** The number of the product whose search page is open, if any. */
  product: string | null
  /** Product names by number, read from their cards. */
  names: Map<string, string>
  /** URLs already checked with axe (each once per path). */
  checked: Set<string>
  /** Writes to the customer's list, held until the path's answer step (a second tap queues meanwhile). */
  writes: Route[]
  /** The list lives on the server (as the model said after the last step): its writes are held. */
  server: boolean
}

let customers = 0

async function visit(ui: UiSession, world: WishlistWorld, url: string): Promise<void> {
  await ui.page.goto(url)
  await waitForHydration(ui.page)
  await settled(ui.page, world)
}

/** Checks the page with axe once per URL and path (the test fixture requires every URL checked). */
async function settled(page: Page, world: WishlistWorld): Promise<void> {
  const url = page.url().replace(/#.*$/, '')
  if (world.checked.has(url)) return
  await expectAccessible(page)
  world.checked.add(url)
}

/** Opens the search page of a product by its number; remembers the product's name. */
async function showProduct(ui: UiSession, world: WishlistWorld, number: string): Promise<void> {
  if (world.product !== number) {
    await visit(ui, world, `${ui.base}/search?search=${encodeURIComponent(number)}`)
    world.product = number
  }
  const card = ui.page.getByRole('main').locator('.product-card').first()
  const name = (await card.getByRole('heading').first().innerText()).trim()
  world.names.set(number, name)
  ui.values.name = name
}

function productOf(event: EventObject): string {
  if (!('productId' in event) || typeof event.productId !== 'string')
    throw new Error(`no product in ${event.type}`)
  return event.productId
}

const whose = (event: EventObject) => (productOf(event) === WISHLIST_UI_SAMPLES.a.id ? 'a' : 'b')

function isLogin(event: EventObject): boolean {
  if (!('session' in event)) return false
  const session = event.session as { customer?: unknown }
  return Boolean(session.customer)
}

async function logIn(ui: UiSession, world: WishlistWorld): Promise<void> {
  if (!world.email) {
    // A customer of the path's own, registered in a browser context of its own (so the shopper is
    // still a guest here): their list on the server starts empty, as the model's does.
    const email = `paths-wishlist-${ui.locale.toLowerCase()}-${Date.now()}-${customers++}@example.org`
    const browser = ui.page.context().browser()
    if (!browser) throw new Error('no browser to register in')
    const other = await browser.newContext()
    await registerByApi(await other.newPage(), { locale: ui.locale, base: ui.base }, email, FIRST_NAME)
    await other.close()
    world.email = email
  }
  await visit(ui, world, `${ui.base}/login`)
  const main = ui.page.getByRole('main')
  await main.getByLabel(tr(ui.locale, 'E-mail address'), { exact: true }).fill(world.email)
  await main.getByLabel(tr(ui.locale, 'Password'), { exact: true }).fill(JOURNEY_PASSWORD)
  await main.getByRole('button', { name: tr(ui.locale, 'Log in') }).click()
  await expect(ui.page).toHaveURL(/\/account$/)
  await waitForHydration(ui.page)
  await settled(ui.page, world)
  world.product = null
}

async function logOut(ui: UiSession, world: WishlistWorld): Promise<void> {
  const banner = ui.page.getByRole('banner')
  await banner
    .getByRole('button', { name: tr(ui.locale, 'Hello, {firstName}', { firstName: FIRST_NAME }) })
    .click()
  await ui.page.getByRole('button', { name: tr(ui.locale, 'Log out') }).click()
  await expect(ui.page.getByText(tr(ui.locale, 'You have been logged out.'))).toBeVisible()
  await waitForHydration(ui.page)
  await settled(ui.page, world)
  world.product = null
}

async function toggle(ui: UiSession, world: WishlistWorld, event: EventObject, msgid: string): Promise<void> {
  await showProduct(ui, world, productOf(event))
  await ui.page
    .getByRole('main')
    .getByRole('button', { name: tr(ui.locale, msgid, ui.values) })
    .first()
    .click()
}

/** Lets the oldest held write to the customer's list through (a write to this browser's storage is not held). */
async function releaseWrite(world: WishlistWorld): Promise<void> {
  if (!world.server) return
  await expect.poll(() => world.writes.length).toBeGreaterThan(0)
  await world.writes.shift()?.fallback()
}

export const wishlistAdapter: UiAdapter<WishlistWorld> = {
  machine: 'wishlist',
  async start(ui) {
    const world: WishlistWorld = {
      email: null,
      product: null,
      names: new Map(),
      checked: new Set(),
      writes: [],
      server: false,
    }
    await ui.page.route(/\/store-api\/customer\/wishlist\/(add|delete)\//, (route) => {
      world.writes.push(route)
    })
    await showProduct(ui, world, WISHLIST_UI_SAMPLES.a.id)
    return world
  },
  observe(state, ui, world) {
    const { machine } = (state as { context: World }).context
    const ids = machine.context.productIds
    world.server = machine.context.storage === 'server'
    ui.values.count = String(ids.length)
    const shown = world.product
    ui.values.inList = String(shown !== null && ids.includes(shown))
    ui.values.notInList = String(shown !== null && !ids.includes(shown))
    if (shown) ui.values.name = world.names.get(shown) ?? ''
  },
  shopper: {
    'wishlist.add': {
      does: (event) => `opens the search page of product ${whose(event)} and taps its heart`,
      run: (ui, event, world) => toggle(ui, world, event, 'Add {name} to wishlist'),
    },
    'wishlist.remove': {
      does: (event) => `opens the search page of product ${whose(event)} and taps its heart again`,
      run: (ui, event, world) => toggle(ui, world, event, 'Remove {name} from wishlist'),
    },
    'session.changed': {
      does: (event) =>
        isLogin(event)
          ? 'logs in with the login form'
          : 'logs out in the account menu (or, first, nothing: the session answers the page)',
      async run(ui, event, world) {
        if (isLogin(event)) return logIn(ui, world)
        // The first news of the session comes with the page; later ones are a logout.
        if (world.email) return logOut(ui, world)
      },
    },
  },
  system: {
    'wishlist.load': { reason: 'the page reads the list as soon as its actor system runs (header count)' },
    'xstate.done.actor.loadList': { reason: 'the shop (or this browser’s storage) gives the list' },
    'xstate.error.actor.loadList': {
      reason: 'reading the list fails (not generated: the model’s back end answers)',
    },
    'xstate.done.actor.mergeLocal': {
      reason: 'the shop merges the guest’s products into the customer’s list',
    },
    'xstate.error.actor.mergeLocal': {
      reason: 'the merge fails (not generated: the model’s back end answers)',
    },
    'xstate.done.actor.syncChange': {
      reason: 'the shop (or this browser’s storage) keeps the change (the shop’s answer is held until now)',
      run: (_ui, _event, world) => releaseWrite(world),
    },
    'xstate.error.actor.syncChange': {
      reason: 'the shop refuses the change (404: unknown product)',
      run: (_ui, _event, world) => releaseWrite(world),
    },
  },
  unreachable: {
    'wishlist.add(unknown)':
      'a shopper adds only products the pages show; an id the shop does not know comes from no page (the model test proves the 404 against the back end)',
    'session.loadFailed':
      'the session’s first read fails only when the Store API fails, and then the page itself fails (the maintenance server answers 503 for every page)',
  },
  // The root's news of a failed first read of the session: the system's, not a shopper's.
  unreachableSystemEvents: ['session.loadFailed'],
  unreachableTransitions: Object.fromEntries(
    ['add', 'remove'].flatMap((event) => [
      [
        `wishlist.dormant#wishlist.${event}#0`,
        'every heart and the header’s count read the list as soon as the page’s actor system runs (useWishlistAutoLoad): the list is out of its dormant state before a tap can reach a heart',
      ],
      [
        `wishlist.active#wishlist.${event}#0`,
        'only by timing the replay cannot hold: a tap is queued here only while the list waits for its owner, is merged or is read. This browser’s list (a guest’s, and anyone’s after a logout) is read from its storage, with no request to hold, as the actor system starts or the session changes; a customer’s list comes with the page’s read of the shopper, and after a login it is merged and read while the page goes to the account overview, which has no heart. Machine level: wishlist.machine.test.ts “queues changes made before the list was read and drops those already true”',
      ],
    ]),
  ),
  states: {
    'wishlist.dormant': [
      { testId: 'header-wishlist-count', attribute: 'data-count', value: '{count}', absentWhen: '0' },
    ],
    'wishlist.active.idle': [
      { testId: 'header-wishlist-count', attribute: 'data-count', value: '{count}', absentWhen: '0' },
      { role: 'button', name: 'Remove {name} from wishlist', scope: 'main', if: 'inList' },
      { role: 'button', name: 'Add {name} to wishlist', scope: 'main', if: 'notInList' },
    ],
    'wishlist.active.sending': [
      { testId: 'header-wishlist-count', attribute: 'data-count', value: '{count}', absentWhen: '0' },
      { role: 'button', name: 'Remove {name} from wishlist', scope: 'main', if: 'inList' },
      { role: 'button', name: 'Add {name} to wishlist', scope: 'main', if: 'notInList' },
    ],
  },
  transient: {
    'wishlist.active.waiting':
      'the session answers as the page starts; the header shows no count until the list is read',
    'wishlist.active.resolving': 'eventless: decides at once where the list lives',
    'wishlist.active.merging':
      'a merge of a few milliseconds with no sign of its own; the count after it shows the merged list',
    'wishlist.active.loading':
      'a read of a few milliseconds with no sign of its own; the count after it shows the list read',
    'wishlist.active.next': 'eventless: takes the next queued change or rests at once',
  },
}
