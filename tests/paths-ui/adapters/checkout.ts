// The checkout's UI adapter (issue 32): the scenario paths of the checkout model
// (tests/model/checkout.model.support.ts, the machine-level test's paths) played through the real
// checkout, success and provider pages. Each path knows its scenario (who the shopper is, what is in
// the cart, how they pay): the start prepares it (a customer registered and logged in, a saved cart
// for the one who logs in at the checkout, the product in the cart) and leaves the shopper with the
// mini cart open.
//
// The countdown before the provider's page runs on the test's clock: the clock is taken over before
// the order button, the provider's page is held while the countdown page is checked, and the step
// where the countdown runs out moves the clock five seconds on (about 0 s of waiting). Where the
// scenario pays at the provider, its paths let the countdown run out instead of pressing "stay".
//
// The first read of the checkout and the order request are held until the path's answer step, so
// the page is seen loading and placing; the saves of a step, the payment start, the order read and
// the payment change take a few milliseconds and show nothing of their own (`transient`). Where a
// path leaves the checkout while it waits and comes back (a second `checkout.start`), the request it
// waits for is held too: the saves, the payment's start (handle-payment) or a retry's change of the
// payment method (POST /order/payment). `checkout.navigate` is the browser's history: the entry of
// the step, as the list behind the Back or Forward button offers it.

import type { Page, Route } from '@playwright/test'
import type { EventObject } from 'xstate'
import { PAYMENT_METHODS, SHIPPING_METHODS } from '../../../backend/seed/data/reference.ts'
import {
  COUNTDOWN_EVENT,
  type ModelEvent,
  type Snapshot,
  scenarioPaths,
  stepLabel,
} from '../../model/checkout.model.support.ts'
import { SCENARIOS, type Scenario } from '../../model/checkout.scenarios.ts'
import { JOURNEY_PASSWORD, registerByApi } from '../../fixtures/account-journey.ts'
import { type CatalogLocale, textPattern, tr } from '../../fixtures/catalog.ts'
import { tickLinkedBox } from '../../fixtures/checkboxes.ts'
import {
  addToCart,
  CARE_GUIDE,
  COVERS,
  controlClock,
  fillGuest,
  gatewayCancel,
  journeyEmail,
  payByCard,
  runOutCountdown,
} from '../../fixtures/checkout-journey.ts'
import { expect, waitForHydration } from '../../fixtures/test.ts'
import type { UiAdapter, UiSession } from '../adapter.ts'
import { type UiPath, uiPaths } from '../replay.ts'
import { checkOnce, holdRequests } from '../shopper.ts'

/** A sofa over 30 kg: freight only (the blocked scenario). */
const SOFA = 'GW-SYL-101'
/** What the shopper who logs in at the checkout saved in their cart before. */
const SAVED = 'GW-TEAK-OIL'
const APPROVED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'
const TERMS = 'I have read the <0>terms and conditions</0> and accept them.'
const WAIVER =
  'I want the download to be available before the withdrawal period ends, and I know that I thereby lose my <0>right of withdrawal</0> for it.'

interface Hold {
  release: () => Promise<void>
}

interface CheckoutWorld {
  scenario: Scenario
  checked: Set<string>
  /** The customer's e-mail address (registered for the path), if the scenario has one. */
  email: string | null
  submitted: number
  /** The checkout's first read, held until the path's answer step. */
  load: Hold
  /**
   * Order requests (POST /checkout/order), held until the path's answer step; after a change made
   * elsewhere, the order's check of the cart (its read of the cart) instead, so that the page is seen
   * placing the order (“Placing your order…”) however fast the shop answers.
   */
  orders: Route[]
  /** The next reads of the cart on this page are held as the order's check (see `orders`). */
  holdCartReads: boolean
  /** The provider's page, held while the countdown page is checked. */
  provider: { unhold: () => Promise<void> } | null
  /** Card payments done at the provider so far (the first is declined where the scenario says). */
  cards: number
  atProvider: boolean
  /** The checkout page was opened once (a later `checkout.start` is the page opened again). */
  started: boolean
  /** Saves of a choice (PATCH of the context), held until their answer step where the shopper leaves meanwhile. */
  saves: Route[]
  /** The payment's start (handle-payment), held until its answer step where the shopper comes back meanwhile. */
  paymentStart: Hold | null
  /** A retry's change of the payment method (POST /order/payment), held likewise. */
  paymentChange: Hold | null
  /** The machine's state after the last step (where a retry of the payment is offered from). */
  at: string
}

const scenarios = new WeakMap<UiPath, Scenario>()

/** Every scenario's paths as UI paths, those that pay at the provider letting the countdown run out. */
export function checkoutUiPaths(): UiPath[] {
  return SCENARIOS.flatMap((scenario) => {
    const paths = uiPaths(
      scenarioPaths(scenario, { leaves: 'countdown' }),
      (event: ModelEvent) => stepLabel(event),
      (state: Snapshot) => state.value,
    ).map((path) => (scenario.blocked ? nothingDelivers(path) : path))
    for (const path of paths) scenarios.set(path, scenario)
    return paths
  })
}

/** Switzerland as the shop's country list names it (backend/seed/data/reference.ts). */
const SWITZERLAND: Record<CatalogLocale, string> = {
  'de-DE': 'Schweiz',
  'en-GB': 'Switzerland',
  'fr-FR': 'Suisse',
}

/** The step of a cart nothing can deliver that goes on from the shipping step (`unreachable` says why). */
const BLOCKED_CONTINUE = 'checkout.continue (nothing can deliver)'

/** Names the blocked cart's step on from the shipping step apart, so the adapter can refuse it. */
function nothingDelivers(path: UiPath): UiPath {
  const steps = path.steps.map((step, index) =>
    step.key === 'checkout.continue' && path.steps[index - 1]?.value === 'shipping'
      ? { ...step, key: BLOCKED_CONTINUE }
      : step,
  )
  return { title: steps.map((step) => step.key).join(' → '), steps }
}

const language = (locale: CatalogLocale) => (locale === 'de-DE' ? 'de' : locale === 'fr-FR' ? 'fr' : 'en')

/** A method's visible name in the page's locale, by the model's technical name (`payment_card`). */
function methodName(locale: CatalogLocale, technicalName: string): RegExp {
  const [kind, key] = technicalName.split('_')
  const list = kind === 'payment' ? PAYMENT_METHODS : SHIPPING_METHODS
  const found = list.find((method) => method.key === key)
  if (!found) throw new Error(`no seeded method ${technicalName}`)
  return new RegExp(`^${textPattern(found.name[language(locale)])}`)
}

const shopperOf = (ui: UiSession) => ({ locale: ui.locale, base: ui.base, acceptLanguage: ui.locale })

const main = (page: Page) => page.getByRole('main')
const button = (ui: UiSession, name: string) =>
  main(ui.page).getByRole('button', { name: tr(ui.locale, name) })

async function checked(ui: UiSession, world: CheckoutWorld): Promise<void> {
  await waitForHydration(ui.page)
  await checkOnce(ui.page, world.checked)
}

/** Holds the requests to `pattern` until `release` (all later ones pass at once). */
async function holdUntilReleased(page: Page, pattern: string): Promise<Hold> {
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  let asked = false
  await page.route(pattern, async (route) => {
    asked = true
    await released
    await route.fallback()
  })
  return {
    async release() {
      await expect.poll(() => asked).toBe(true)
      open()
    },
  }
}

/** Chooses a method by its label (the radio is visually hidden inside it) and continues. */
async function chooseMethod(ui: UiSession, name: RegExp): Promise<void> {
  await main(ui.page)
    .locator('label')
    .filter({ has: ui.page.getByRole('radio', { name }) })
    .click()
  await expect(main(ui.page).getByRole('radio', { name })).toBeChecked()
  await button(ui, 'Continue').click()
}

/** The Navigation API's view of the session history (Chromium has it; TypeScript's DOM types not yet). */
interface HistoryEntries {
  entries(): { url: string | null; index: number }[]
  currentEntry: { index: number } | null
}

/**
 * How many entries back (negative) or forward the nearest entry of the checkout's `step` is in the
 * tab's history: what the shopper picks from the list behind the Back or Forward button.
 */
async function historyMoves(page: Page, step: string): Promise<number> {
  const moves = await page.evaluate((wanted) => {
    const { navigation } = window as unknown as { navigation: HistoryEntries }
    const here = navigation.currentEntry?.index ?? 0
    const distances = navigation
      .entries()
      .filter((entry) => {
        const url = entry.url ? new URL(entry.url) : null
        return url?.pathname.endsWith('/checkout') && url.searchParams.get('step') === wanted
      })
      .map((entry) => entry.index - here)
      .filter((distance) => distance !== 0)
      .sort((a, b) => Math.abs(a) - Math.abs(b))
    return distances[0] ?? null
  }, step)
  if (moves === null) throw new Error(`the step ${step} is not in the browser’s history`)
  return moves
}

/** Holds the provider's page until the countdown step lets the browser go there. */
async function holdProvider(ui: UiSession, world: CheckoutWorld): Promise<void> {
  if (world.provider) return
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  const hold = async (route: Route) => {
    await released
    await route.fallback()
  }
  await ui.page.route(/\/demo-payment\//, hold)
  world.provider = {
    async unhold() {
      open()
      await ui.page.unroute(/\/demo-payment\//, hold)
      world.provider = null
    },
  }
}

/** Registers a customer of the path's own in a browser context of its own (nothing else in it). */
async function registerElsewhere(ui: UiSession, email: string, saved: boolean): Promise<void> {
  const browser = ui.page.context().browser()
  if (!browser) throw new Error('no browser to register in')
  const other = await browser.newContext({ extraHTTPHeaders: { 'accept-language': ui.locale } })
  const page = await other.newPage()
  await registerByApi(page, { locale: ui.locale, base: ui.base }, email, 'Kora')
  if (saved) await addToCart(page, shopperOf(ui), SAVED)
  await other.close()
}

function eventOf<T extends EventObject['type']>(event: EventObject, type: T): ModelEvent & { type: T } {
  if (event.type !== type) throw new Error(`expected ${type}, got ${event.type}`)
  return event as ModelEvent & { type: T }
}

async function becomeKnown(ui: UiSession, world: CheckoutWorld, event: EventObject): Promise<string> {
  const changed = eventOf(event, 'session.changed')
  if (changed.session.customer?.guest) {
    const swiss = world.scenario.blocked
    const form = await fillGuest(
      ui.page,
      shopperOf(ui),
      journeyEmail(`paths-checkout-${ui.locale}`),
      swiss
        ? { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' }
        : { street: 'Gartenweg 12', zipcode: '10115', city: 'Berlin' },
    )
    if (swiss) {
      const country = form.getByRole('button', { name: new RegExp(`${tr(ui.locale, 'Country')}$`) })
      await country.focus()
      await ui.page.keyboard.type(SWITZERLAND[ui.locale])
    }
    await form.getByRole('button', { name: tr(ui.locale, 'Continue') }).click()
    return `the shopper fills in the guest form${swiss ? ' with an address in Zurich' : ''} and continues`
  }
  if (!world.email) throw new Error('the scenario has no customer to log in')
  const login = main(ui.page).getByRole('region', { name: tr(ui.locale, 'I am already a customer') })
  await login.getByLabel(tr(ui.locale, 'E-mail address'), { exact: true }).fill(world.email)
  await login.getByLabel(tr(ui.locale, 'Password'), { exact: true }).fill(JOURNEY_PASSWORD)
  await login.getByRole('button', { name: tr(ui.locale, 'Log in') }).click()
  return 'the shopper logs in with the checkout’s login form'
}

/** A second tab raises the quantity on the cart page (after the shopper has checked the order). */
async function raiseElsewhere(ui: UiSession, world: CheckoutWorld): Promise<void> {
  const other = await ui.page.context().newPage()
  await other.goto(`${ui.base}/checkout/cart`)
  await waitForHydration(other)
  await checkOnce(other, world.checked)
  const increase = tr(ui.locale, 'Increase quantity of {itemName}', { itemName: '\u0000' })
  const [before, after] = textPattern(increase).split('\u0000')
  await Promise.all([
    other.waitForResponse((response) => response.url().includes('/checkout/cart/line-item')),
    main(other)
      .getByRole('button', { name: new RegExp(`^${before}.+${after}$`) })
      .first()
      .click(),
  ])
  await other.close()
  await ui.page.bringToFront()
}

/** The path comes back while a choice is saved: the saves are held until their answer steps. */
const holdsSaves = (scenario: Scenario) =>
  scenario.comesBack?.some((state) => state.startsWith('saving')) ?? false

/** Lets the oldest held save through, where the path holds them (nothing to do elsewhere). */
async function releaseSave(world: CheckoutWorld): Promise<void> {
  if (!holdsSaves(world.scenario)) return
  await expect.poll(() => world.saves.length).toBeGreaterThan(0)
  await world.saves.shift()?.fallback()
}

/** “Continue shopping” in the checkout's header: the router leaves the checkout in the same page. */
async function continueShopping(ui: UiSession, world: CheckoutWorld): Promise<void> {
  await ui.page
    .getByRole('banner')
    .getByRole('link', { name: tr(ui.locale, 'Continue shopping') })
    .click()
  await expect(ui.page).not.toHaveURL(/\/checkout/)
  await checked(ui, world)
}

/**
 * While the checkout waits for the shop, the shopper chooses “Continue shopping” in the header (the
 * router shows the home page; the checkout keeps waiting) and comes back with the browser's Back:
 * the checkout page, mounted again, starts the checkout again.
 */
async function leaveAndComeBack(ui: UiSession, world: CheckoutWorld): Promise<string> {
  await continueShopping(ui, world)
  await ui.page.goBack()
  await expect(ui.page).toHaveURL(/\/checkout/)
  await checked(ui, world)
  await opened(ui)
  return 'the shopper chooses “Continue shopping”, sees the home page and comes back with the browser’s Back'
}

/**
 * What the page shows a shopper who came back while the order's payment starts or changes: the
 * checkout page's “Your order has been placed. One moment please…”, or the order's own page if the
 * shop takes them there (either says the order stands; neither starts a checkout).
 */
async function placedShown(ui: UiSession, world: CheckoutWorld): Promise<void> {
  await checked(ui, world)
  const waiting = main(ui.page)
    .getByRole('status')
    .filter({
      hasText: tr(ui.locale, 'Your order has been placed. One moment please…'),
    })
  const order = main(ui.page).getByRole('heading', {
    level: 1,
    name: tr(ui.locale, 'Your order has been placed'),
    exact: true,
  })
  await expect(waiting.or(order).first()).toBeVisible()
  // Neither the first intent's loading state nor a step: the values of the first start do not apply.
  ui.values.opensLoading = 'false'
  ui.values.opensOnWho = 'false'
}

/**
 * While the payment starts (its request held), the shopper goes back from the success page with the
 * browser's Back: the entry before it is the payment step's (the success page replaced the confirm
 * step's), the same page's router shows the checkout again, and its checkout page starts the
 * checkout, which is busy with the order.
 */
async function backFromSuccess(ui: UiSession, world: CheckoutWorld): Promise<string> {
  await expect(ui.page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/)
  await checked(ui, world)
  // Waited for from before the Back: the page may move on from the entry at once.
  await Promise.all([
    ui.page.waitForURL(/\/checkout\?step=payment$/, { waitUntil: 'commit' }),
    ui.page.goBack(),
  ])
  await placedShown(ui, world)
  return `the shopper goes back with the browser’s Back from the success page while the payment starts, to the payment step’s entry (${new URL(ui.page.url()).pathname} shows that the order is placed)`
}

/**
 * While the retry's change of the payment method is out (held), the shopper chooses “Continue
 * shopping”, finds a product with the header's search, adds it and chooses “Proceed to checkout” in
 * the mini cart: all in the same page (the success page of the retry was opened from the provider,
 * so the browser's Back would leave it), so the same checkout gets the page's start.
 */
async function shopAndComeBack(ui: UiSession, world: CheckoutWorld): Promise<string> {
  await continueShopping(ui, world)
  const search = ui.page.getByRole('combobox', { name: tr(ui.locale, 'Search products') })
  await search.fill(COVERS)
  await search.press('Enter')
  await expect(ui.page).toHaveURL(/\/search\?/)
  await checked(ui, world)
  const add = new RegExp(`^${textPattern(tr(ui.locale, 'Add to cart'))}`)
  await main(ui.page).getByRole('button', { name: add }).first().click()
  const cart = ui.page.getByRole('dialog', { name: tr(ui.locale, 'Cart') })
  await Promise.all([
    ui.page.waitForURL(/\/checkout$/, { waitUntil: 'commit' }),
    cart.getByRole('link', { name: tr(ui.locale, 'Proceed to checkout') }).click(),
  ])
  await placedShown(ui, world)
  return `the shopper chooses “Continue shopping”, searches for the covers, adds them and chooses “Proceed to checkout” in the mini cart while the payment method changes (${new URL(ui.page.url()).pathname} shows that the order is placed)`
}

/**
 * How the checkout opened: its loading state, or a guest's who step, which the server renders
 * before the checkout machine runs (src/features/checkout/CheckoutPage.tsx). The machine starts
 * there with the shopper's first intent: here the focus reaching the step's heading.
 */
async function opened(ui: UiSession): Promise<void> {
  const loading = main(ui.page).getByTestId('checkout-loading')
  const who = main(ui.page).locator('#checkout-step-title')
  await expect(loading.or(who)).toBeVisible()
  const onWho = await who.isVisible()
  ui.values.opensLoading = String(!onWho)
  ui.values.opensOnWho = String(onWho)
  if (onWho) await who.focus()
}

/**
 * A transfer order paid another way: the success page shows the bank details only, the order's page
 * in the account offers the other methods while the payment may change (“Pay another way”). That
 * page's checkout reads the order as it opens (to awaitingTransfer, as the success page's was); the
 * shopper chooses the method there and presses “Change payment method”, with the clock taken over
 * for the countdown that follows.
 */
async function payAnotherWay(ui: UiSession, world: CheckoutWorld, name: RegExp): Promise<string> {
  const order = /\/checkout\/success\/([0-9a-f]{32})/.exec(ui.page.url())?.[1]
  if (!order) throw new Error(`not on an order's success page: ${ui.page.url()}`)
  await ui.page.goto(`${ui.base}/account/order/${order}`)
  await checked(ui, world)
  const another = main(ui.page).getByTestId('order-pay-another-way')
  await expect(main(ui.page).getByTestId('order-payment').getByTestId('bank-transfer')).toBeVisible()
  await another
    .locator('label')
    .filter({ has: ui.page.getByRole('radio', { name }) })
    .click()
  await expect(another.getByRole('radio', { name })).toBeChecked()
  await controlClock(ui.page)
  await holdProvider(ui, world)
  await another.getByRole('button', { name: tr(ui.locale, 'Change payment method') }).click()
  return 'the shopper opens the order in the account (its page reads the order: bank details), chooses the card under “Pay another way” and presses “Change payment method”'
}

/**
 * Lets the held order request through. A cart that changed after the shopper checked it is noticed
 * before any order is sent (the checkout reads the cart first): then there is nothing to release.
 */
async function releaseOrder(ui: UiSession, world: CheckoutWorld): Promise<void> {
  const changed = main(ui.page).getByTestId('checkout-cart-changed')
  await expect.poll(async () => world.orders.length > 0 || (await changed.isVisible())).toBe(true)
  if (!world.holdCartReads) return void (await world.orders.shift()?.fallback())
  // The order's check of a cart changed elsewhere: every read held since the press goes through.
  world.holdCartReads = false
  for (const read of world.orders.splice(0)) await read.fallback()
}

const SAVE =
  'a save of a few milliseconds (held only where the shopper leaves meanwhile: the step then shows “Saving…”); the next step shows its outcome'
const WHO_HAS_NO_CONTINUE =
  'the “Your details” step has no Continue: a known shopper who came back to it goes on with the browser’s Forward (checkout.navigate) or logs in or registers again (session.changed)'
const NO_RESUME_WHILE_PAYING =
  'the success page does not ask for its order while the checkout starts, runs or changes its payment (asking would interrupt it: src/features/checkout/order-selectors.ts); it asks once the order stands'

/** Why nothing in the checkout's pages sends the session news (so only the save's echo below brings it). */
const NO_SESSION_CONTROLS =
  'the checkout’s chrome (CheckoutChrome) has no account menu, no logout and no country, currency or language choice, and a login or logout in another tab does not reach this tab’s actors (they share the cookie, not the actors; this tab reads the change at its next checkout.start, which the paths take)'
/**
 * The session's echo of the checkout's own save: after every save (and the placed order) the checkout
 * tells the root, the session adopts the context and announces it, and the root forwards that back.
 */
const SAVE_ECHO = `not a step of its own: after each save of a step (addresses, shipping method, payment method) and after the order is placed, the checkout tells the root the new context (checkout.contextChanged), the session adopts it and announces it (session.changed) and the root forwards that to the checkout, which by then shows the next step (or starts the payment) and keeps who the shopper is. The page (and the machine-level replay, on a root system) takes it after every save the paths make, but the paths are generated from the checkout machine alone (no root to echo its saves), so none has the echo as a step of its own; nothing else sends it there: ${NO_SESSION_CONTROLS}`
const LOST_IDENTITY = `only a logout makes a known shopper anonymous, and no checkout page offers one: ${NO_SESSION_CONTROLS}. Machine level: checkout.machine.test.ts “sends a shopper who logged out elsewhere back to who”`

const state = (value: string) => ({ testId: 'checkout-success', attribute: 'data-state', value }) as const
const stepTitle = (name: string) => ({ role: 'heading', name, scope: 'main' }) as const

export const checkoutAdapter: UiAdapter<CheckoutWorld> = {
  machine: 'checkout',
  async start(ui, path) {
    const scenario = scenarios.get(path)
    if (!scenario) throw new Error(`no scenario for ${path.title}`)
    const customer = scenario.identity === 'customer' || scenario.becomes === 'customer'
    const email = customer ? journeyEmail(`paths-checkout-${ui.locale}`) : null
    if (email && scenario.identity === 'customer') {
      await registerByApi(ui.page, ui, email, 'Kora')
    } else if (email) {
      await registerElsewhere(ui, email, scenario.linesAfterWho > scenario.lines)
    }
    const world: CheckoutWorld = {
      scenario,
      checked: new Set(),
      email,
      submitted: 0,
      load: { release: async () => {} },
      orders: [],
      provider: null,
      cards: 0,
      atProvider: false,
      started: false,
      saves: [],
      paymentStart: scenario.comesBack?.includes('placed')
        ? await holdRequests(ui.page, '**/store-api/handle-payment**')
        : null,
      paymentChange: scenario.comesBack?.includes('changingPayment')
        ? await holdRequests(ui.page, '**/store-api/order/payment**')
        : null,
      at: 'idle',
      holdCartReads: false,
    }
    if (holdsSaves(scenario)) {
      await ui.page.route('**/store-api/context', (route) => {
        if (route.request().method() === 'PATCH') world.saves.push(route)
        else void route.fallback()
      })
    }
    await ui.page.route('**/store-api/checkout/order', (route) => {
      if (route.request().method() === 'POST') world.orders.push(route)
      else void route.fallback()
    })
    await ui.page.route(/\/store-api\/checkout\/cart(\?|$)/, (route) => {
      if (world.holdCartReads && route.request().method() === 'GET') world.orders.push(route)
      else void route.fallback()
    })
    const shopper = shopperOf(ui)
    await addToCart(ui.page, shopper, scenario.downloads ? CARE_GUIDE : scenario.blocked ? SOFA : COVERS)
    world.checked.add(ui.page.url().replace(/#.*$/, ''))
    return world
  },
  observe(snapshot, ui, world) {
    const { context } = snapshot as Snapshot
    ui.values.cartChanged = String(context.changes.some((change) => change.kind === 'quantity'))
    ui.values.blocked = String(world.scenario.blocked && context.termsAccepted)
    ui.values.atProvider = String(world.atProvider)
    ui.values.onShop = String(!world.atProvider)
    // The success page, or the order's page in the account (where a transfer order is paid another way).
    ui.values.onSuccess = String(!world.atProvider && /\/checkout\/success\//.test(ui.page.url()))
    world.at = String((snapshot as Snapshot).value)
  },
  cases: { where: ['atProvider', 'onShop'], opening: ['opensLoading', 'opensOnWho'] },
  // The provider's page is not the shop's: it never hydrates.
  settled: (ui, world) => (world.atProvider ? checkOnce(ui.page, world.checked) : checked(ui, world)),
  shopper: {
    'checkout.start': {
      does: 'chooses “Proceed to checkout” in the mini cart',
      async run(ui, _event, world) {
        if (world.at === 'placed') return backFromSuccess(ui, world)
        if (world.at === 'changingPayment') return shopAndComeBack(ui, world)
        if (world.started) return leaveAndComeBack(ui, world)
        world.started = true
        world.load = await holdUntilReleased(ui.page, '**/store-api/payment-method**')
        await ui.page
          .getByRole('dialog', { name: tr(ui.locale, 'Cart') })
          .getByRole('link', { name: tr(ui.locale, 'Proceed to checkout') })
          .click()
        await expect(ui.page).toHaveURL(/\/checkout$/)
        await checked(ui, world)
        await opened(ui)
      },
    },
    'session.changed': {
      does: 'logs in, or continues as a guest, in the “Your details” step',
      run: (ui, event, world) => becomeKnown(ui, world, event),
    },
    'checkout.continue': {
      does: 'presses “Continue” without changing anything (the page sends the current choice again: it never sends checkout.continue)',
      async run(ui, _event, world) {
        await checked(ui, world)
        await button(ui, 'Continue').click()
      },
    },
    'checkout.setAddresses': {
      does: 'keeps the address book’s address for billing and delivery and presses “Continue”',
      async run(ui, _event, world) {
        await checked(ui, world)
        await expect(main(ui.page).getByRole('radio').first()).toBeChecked()
        await button(ui, 'Continue').click()
      },
    },
    'checkout.createAddress': {
      does: 'adds a new address in Zurich for the delivery only',
      async run(ui) {
        await button(ui, 'Add a new address').click()
        const address = ui.page.getByRole('form', { name: tr(ui.locale, 'New address') })
        await address.getByLabel(tr(ui.locale, 'First name'), { exact: true }).fill('Gerda')
        await address.getByLabel(tr(ui.locale, 'Last name'), { exact: true }).fill('Gast')
        await address.getByLabel(tr(ui.locale, 'Street address'), { exact: true }).fill('Bahnhofstrasse 1')
        await address.getByLabel(tr(ui.locale, 'Postal code'), { exact: true }).fill('8001')
        await address.getByLabel(tr(ui.locale, 'City'), { exact: true }).fill('Zürich')
        const country = address.getByRole('button', { name: new RegExp(`${tr(ui.locale, 'Country')}$`) })
        await country.focus()
        await ui.page.keyboard.type(SWITZERLAND[ui.locale])
        await expect(country).toHaveText(new RegExp(`^${SWITZERLAND[ui.locale]}`))
        await address
          .locator('label')
          .filter({ has: ui.page.getByRole('radio', { name: tr(ui.locale, 'Shipping only') }) })
          .click()
        await address.getByRole('button', { name: tr(ui.locale, 'Save address') }).click()
      },
    },
    'checkout.edit': {
      does: (event) =>
        `chooses “Back” in the step, or “Change” beside the ${'step' in event ? String(event.step) : ''} in the order’s summary`,
      async run(ui, event) {
        const step = eventOf(event, 'checkout.edit').step
        // The confirm step's summary has a Change button per choice; the steps before, a Back.
        const names: Record<string, string> = {
          addresses: 'Change addresses',
          shipping: 'Change shipping method',
          payment: 'Change payment method',
        }
        const onConfirm = new URL(ui.page.url()).searchParams.get('step') === 'confirm'
        const name = onConfirm ? names[step] : 'Back'
        if (!name) throw new Error(`no control edits ${step}`)
        await button(ui, name).first().click()
        return `the shopper chooses “${tr(ui.locale, name)}”`
      },
    },
    'checkout.chooseShipping': {
      does: (event) => `chooses ${'id' in event ? String(event.id) : ''} and presses “Continue”`,
      run: (ui, event) =>
        chooseMethod(ui, methodName(ui.locale, eventOf(event, 'checkout.chooseShipping').id)),
    },
    'checkout.choosePayment': {
      does: (event) => `chooses ${'id' in event ? String(event.id) : ''} and presses “Continue”`,
      run: (ui, event) =>
        chooseMethod(ui, methodName(ui.locale, eventOf(event, 'checkout.choosePayment').id)),
    },
    'checkout.acceptTerms': {
      does: 'ticks “I have read the terms and conditions and accept them”',
      async run(ui, _event, world) {
        await checked(ui, world)
        await tickLinkedBox(main(ui.page), ui.locale, TERMS)
      },
    },
    'checkout.declareWaiver': {
      does: 'ticks the waiver of the right of withdrawal for the download',
      async run(ui) {
        await tickLinkedBox(main(ui.page), ui.locale, WAIVER)
      },
    },
    'checkout.submit': {
      does: 'presses “Order with obligation to pay”',
      async run(ui, _event, world) {
        world.submitted += 1
        const raised = world.scenario.cartChangesAtSubmit && world.submitted === 1
        if (raised) await raiseElsewhere(ui, world)
        await controlClock(ui.page)
        await holdProvider(ui, world)
        // The order reads the cart first and finds the change: a read of a few milliseconds, held
        // until the answer step so that “Placing your order…” is there to be seen.
        world.holdCartReads = raised
        await button(ui, 'Order with obligation to pay').click()
        return raised
          ? 'the shopper raises the quantity on the cart page in a second tab, then presses “Order with obligation to pay” in the first'
          : undefined
      },
    },
    'checkout.stay': {
      does: 'chooses “Stay on this page” during the countdown',
      async run(ui, _event, world) {
        await button(ui, 'Stay on this page').click()
        await world.provider?.unhold()
      },
    },
    'checkout.resumeOrder': {
      does: (event) =>
        'outcome' in event && event.outcome === 'paid'
          ? 'pays with a card the provider approves and is sent back to the shop'
          : 'outcome' in event && event.outcome === 'placed'
            ? 'nothing: the success page asks the checkout for its order'
            : 'does not pay at the provider (a declined card, or back to the shop) and is sent back',
      async run(ui, event, world) {
        const { outcome } = eventOf(event, 'checkout.resumeOrder')
        if (outcome === 'placed') {
          // The success page asks for its order once the checkout is no longer busy with it.
          await expect(ui.page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/)
          return 'nothing: the success page asks the checkout for the order it shows once the payment’s start is over'
        }
        const paid = outcome === 'paid'
        const shopper = shopperOf(ui)
        if (!world.atProvider) {
          // Stayed on the shop's page: the shopper follows "Pay now" to the provider, then returns.
          await main(ui.page)
            .getByRole('link', { name: tr(ui.locale, 'Pay now') })
            .click()
          await expect(ui.page).toHaveURL(/\/demo-payment\//)
          await checkOnce(ui.page, world.checked)
          await gatewayCancel(ui.page, shopper).click()
          world.atProvider = false
          await expect(ui.page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid/)
          return 'the shopper follows “Pay now” to the provider and goes back to the shop without paying'
        }
        world.cards += 1
        const declined = !paid && world.scenario.cardAttempts[world.cards - 1] === 'declined'
        await payByCard(ui.page, shopper, declined ? DECLINED_CARD : APPROVED_CARD)
        world.atProvider = false
        await expect(ui.page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/(un)?paid/)
        return declined
          ? 'the shopper pays with a card the provider declines and is sent back to the shop'
          : undefined
      },
    },
    'checkout.retryPayment': {
      does: (event) =>
        `chooses ${'paymentMethodId' in event ? String(event.paymentMethodId) : ''} on the unpaid order and presses “Pay now”`,
      async run(ui, event, world) {
        const name = methodName(ui.locale, eventOf(event, 'checkout.retryPayment').paymentMethodId)
        if (world.at === 'awaitingTransfer') return payAnotherWay(ui, world, name)
        await checked(ui, world)
        await main(ui.page)
          .locator('label')
          .filter({ has: ui.page.getByRole('radio', { name }) })
          .click()
        await controlClock(ui.page)
        await holdProvider(ui, world)
        await button(ui, 'Pay now').click()
      },
    },
    'checkout.navigate': {
      does: (event) => `goes to ${'step' in event ? String(event.step) : ''} in the browser’s history`,
      async run(ui, event) {
        const step = eventOf(event, 'checkout.navigate').step
        const moves = await historyMoves(ui.page, step)
        await ui.page.evaluate((delta) => history.go(delta), moves)
        return `the shopper goes ${moves < 0 ? 'back' : 'forward'} ${Math.abs(moves)} ${Math.abs(moves) === 1 ? 'page' : 'pages'} in the browser’s history (the list of its Back or Forward button), to the step “${step}”`
      },
    },
  },
  system: {
    'xstate.done.actor.loadCheckout': {
      reason: 'the shop gives the checkout’s data (the first read is held until now)',
      run: (_ui, _event, world) => world.load.release(),
    },
    'xstate.error.actor.loadCheckout': {
      reason: 'reading the checkout fails (not generated: the model’s back end answers)',
    },
    'xstate.done.actor.saveAddresses': {
      reason: 'the shop saves the addresses',
      run: (_ui, _event, world) => releaseSave(world),
    },
    'xstate.error.actor.saveAddresses': { reason: 'the shop refuses an address (not generated)' },
    'xstate.done.actor.saveShipping': {
      reason: 'the shop saves the shipping method',
      run: (_ui, _event, world) => releaseSave(world),
    },
    'xstate.error.actor.saveShipping': { reason: 'the shop refuses the method (not generated)' },
    'xstate.done.actor.savePayment': {
      reason: 'the shop saves the payment method',
      run: (_ui, _event, world) => releaseSave(world),
    },
    'xstate.error.actor.savePayment': { reason: 'the shop refuses the method (not generated)' },
    'xstate.done.actor.placeOrder': {
      reason: 'the shop places the order, or answers that the cart changed (held until now)',
      run: (ui, _event, world) => releaseOrder(ui, world),
    },
    'xstate.error.actor.placeOrder': { reason: 'the shop refuses the order (not generated)' },
    'xstate.done.actor.startPayment': {
      reason:
        'the shop starts the payment (a provider page or none; held until now where the shopper comes back meanwhile)',
      run: async (_ui, _event, world) => world.paymentStart?.release(),
    },
    'xstate.error.actor.startPayment': { reason: 'starting the payment fails (not generated)' },
    [COUNTDOWN_EVENT]: {
      reason:
        'the countdown runs out on the test’s clock (moved 5 s on at once) and the browser leaves for the provider',
      async run(ui, _event, world) {
        await world.provider?.unhold()
        await runOutCountdown(ui.page)
        await expect(ui.page).toHaveURL(/\/demo-payment\//, { timeout: 15_000 })
        world.atProvider = true
        await checkOnce(ui.page, world.checked)
      },
    },
    'xstate.done.actor.loadOrder': { reason: 'the shop gives the order and its payment state' },
    'xstate.error.actor.loadOrder': { reason: 'reading the order fails (not generated)' },
    'xstate.done.actor.changePayment': {
      reason:
        'the shop changes the order’s payment method (held until now where the shopper comes back meanwhile)',
      run: async (_ui, _event, world) => world.paymentChange?.release(),
    },
    'xstate.error.actor.changePayment': { reason: 'the shop refuses the change (not generated)' },
  },
  unreachable: {
    [BLOCKED_CONTINUE]:
      'the shipping step of a cart nothing can deliver (a sofa to Switzerland) says so and offers only “Back”: the shopper cannot go on to the payment and the confirm step, where the machine would let them accept the terms and keep the order button off',
    'cart.updated':
      'the confirm step has no cart controls and the checkout’s header no mini cart; a quantity raised in another tab reaches this tab only when the order is sent (the scenario “the cart changes while the order is placed”)',
  },
  unreachableTransitions: {
    ...Object.fromEntries(
      ['addresses', 'shipping', 'payment', 'confirm'].map((step) => [
        `checkout.${step}#checkout.edit#0`,
        'no step has a control back to “Your details”, only the browser’s history (checkout.navigate, which the paths take): Back leads to the step before, the summary’s Change to a choice, and who the shopper is is not one',
      ]),
    ),
    ...Object.fromEntries(
      ['addresses', 'shipping', 'payment', 'confirm'].flatMap((step) => [
        [`checkout.${step}#session.changed#0`, LOST_IDENTITY],
        [
          `checkout.${step}#session.changed#1`,
          step === 'addresses'
            ? `no session news reaches the addresses step: the echo of its save (see checkout.shipping#session.changed#1) comes when the next step shows, and ${NO_SESSION_CONTROLS}`
            : SAVE_ECHO,
        ],
      ]),
    ),
    'checkout#session.changed#0': `the echo of the placed order, while the payment starts (placed): ${SAVE_ECHO}`,
    'checkout.who#session.changed#0': `in “Your details” nobody is known yet, and the only session news there is a login or a guest registration, which makes the shopper known (checkout.who#session.changed#1, which the paths take); news that leaves them unknown would come from a change of the context, and ${NO_SESSION_CONTROLS}`,
    'checkout.who#checkout.continue#0': WHO_HAS_NO_CONTINUE,
    'checkout.who#checkout.continue#1': WHO_HAS_NO_CONTINUE,
    'checkout.who#checkout.navigate#0':
      'a guest in a shop that takes no guest orders: the shop then refuses guest registrations, so no page makes one',
    'checkout.placing#checkout.submit#0':
      'the order button is off (“Placing your order…”) while the order is placed, so a second press does nothing in the page (the machine-level test sends one)',
    'checkout.placing#checkout.resumeOrder#0': 'the success page opens only once the order is placed',
    'checkout.placed#checkout.resumeOrder#0': NO_RESUME_WHILE_PAYING,
    'checkout.redirecting#checkout.resumeOrder#0': NO_RESUME_WHILE_PAYING,
    'checkout.awaitingPayment#checkout.resumeOrder#0': NO_RESUME_WHILE_PAYING,
    'checkout.changingPayment#checkout.resumeOrder#0': NO_RESUME_WHILE_PAYING,
  },
  states: {
    'checkout.idle': [{ role: 'link', name: 'Proceed to checkout' }],
    'checkout.unavailable': [{ text: 'The checkout could not be loaded. Please try again.', scope: 'main' }],
    'checkout.empty': [{ text: 'Your cart is empty, so there is nothing to order yet.', scope: 'main' }],
    'checkout.who': [{ url: /\/checkout\?step=who$/ }, stepTitle('Your details')],
    'checkout.addresses': [{ url: /\/checkout\?step=addresses$/ }, stepTitle('Addresses')],
    'checkout.shipping': [{ url: /\/checkout\?step=shipping$/ }, stepTitle('Shipping method')],
    'checkout.payment': [{ url: /\/checkout\?step=payment$/ }, stepTitle('Payment method')],
    'checkout.confirm': [
      { url: /\/checkout\?step=confirm$/ },
      stepTitle('Check your order'),
      {
        text: 'Your cart changed while you were checking out, so your order has not been placed yet. Please check it and order again:',
        scope: 'main',
        if: 'cartChanged',
      },
      { text: 'Your order cannot be placed yet:', scope: 'main', if: 'blocked' },
    ],
    'checkout.placing': [{ role: 'button', name: 'Placing your order…', scope: 'main', is: 'disabled' }],
    'checkout.redirecting': [
      // The success page's; the order's page in the account shows the same countdown.
      { ...state('redirecting'), if: 'onSuccess' },
      { role: 'button', name: 'Stay on this page', scope: 'main', is: 'enabled' },
    ],
    'checkout.awaitingPayment': [
      { url: /\/demo-payment\//, if: 'atProvider' },
      { ...state('awaitingPayment'), if: 'onShop' },
      { role: 'link', name: 'Pay now', scope: 'main', if: 'onShop' },
    ],
    'checkout.awaitingTransfer': [
      state('awaitingTransfer'),
      { role: 'heading', name: 'Your order has been placed', scope: 'main' },
    ],
    'checkout.paid': [state('paid'), { role: 'heading', name: 'Thank you for your order', scope: 'main' }],
    'checkout.unpaid': [
      state('unpaid'),
      { role: 'heading', name: 'Your order has not been paid', scope: 'main' },
    ],
  },
  transient: {
    'checkout.preparing':
      'after the first read (held and shown after “checkout.start”), a re-read of a few milliseconds once the shopper is known',
    'checkout.routing': 'eventless: picks the step at once',
    'checkout.savingAddresses': SAVE,
    'checkout.savingShipping': SAVE,
    'checkout.savingPayment': SAVE,
    'checkout.placed':
      'the payment starts within milliseconds of the order (the success page then shows the outcome); where the shopper comes back to the checkout meanwhile, its start is held and the step of coming back checks the page',
    'checkout.loadingOrder': 'the order is read within milliseconds of coming back to the shop',
    'checkout.changingPayment':
      'the change takes a few milliseconds; the countdown or the bank details follow (held where the shopper comes back to the checkout meanwhile, checked by that step)',
  },
  after: {
    'checkout.start': [
      { text: 'Loading the checkout…', scope: 'main', if: 'opensLoading' },
      { ...stepTitle('Your details'), if: 'opensOnWho' },
    ],
  },
}
