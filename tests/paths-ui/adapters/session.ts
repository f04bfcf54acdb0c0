// The session's UI adapter (issue 32): the generated paths of machines/session/session.machine.ts
// from both of its models (tests/model/session.customer.model.support.ts: registration, its
// confirmation, login, logout, password recovery, the account pages; tests/model/session.model.support.ts:
// the context's settings and a refused login) played through the login, registration, recovery and
// account pages. The models' samples are the back end's at machine level; here they are stand-ins
// of the same shape (the paths depend on who the shopper is, not on ids), and the pages act with a
// customer registered for the path and the e-mails of the development mailbox.
//
// Each step's key is the model's, narrowed where the same event is something else for a shopper
// (a registration while logged in, an account page read without a login): those are refused by
// `unreachable` with the reason. What the session does takes a few milliseconds and shows nothing
// of its own (the `transient` activity states); the page after each step shows who the shopper is
// (the header's account entry) and the outcome of the step (`after`).

import { expect, type Locator, type Page } from '@playwright/test'
import type { EventObject, SnapshotFrom } from 'xstate'
import type { ActorLogic } from 'xstate'
import { TestModel } from 'xstate/graph'
import { customer, sessionContext } from '../../../machines/session/session.test-support.ts'
import { sessionMachine } from '../../../machines/session/session.machine.ts'
import type { RegistrationInput, SessionInput } from '../../../machines/session/session.types.ts'
import type { CustomerAddress, CustomerProfile } from '../../../src/domain/customer.ts'
import { sessionIdentity } from '../../../src/domain/session.ts'
import type { Country } from '../../../src/domain/types.ts'
import {
  BAD_HASH,
  buildCustomerModelEvents,
  type CustomerModelEvent,
  type CustomerSamples,
  eventKey as customerKey,
  FROM_OUTBOX,
  serializeCustomerVertex,
  waitingCustomerRequests,
} from '../../model/session.customer.model.support.ts'
import {
  buildSessionModelEvents,
  eventKey as contextKey,
  type ModelCatalogue,
  type ModelEvent as ContextModelEvent,
  serializeVertex,
} from '../../model/session.model.support.ts'
import {
  fillRegistration,
  JOURNEY_PASSWORD,
  mailedLink,
  registerByApi,
} from '../../fixtures/account-journey.ts'
import { tr } from '../../fixtures/catalog.ts'
import { waitForHydration } from '../../fixtures/test.ts'
import type { UiAdapter, UiSession } from '../adapter.ts'
import type { UiPath, UiStep } from '../replay.ts'
import { checkOnce, holdRequests, visit } from '../shopper.ts'

type Snapshot = SnapshotFrom<typeof sessionMachine>

const FIRST_NAME = 'Sina'
/** The countries the cart page's select switches between (the shop's own and a neighbour). */
const NEIGHBOUR = /^(Deutschland|Germany|Allemagne|Österreich|Austria|Autriche)$/
/** A product that ships everywhere the shop delivers (the cart page offers a country only for a filled cart). */
const CHAIR_COVER = 'GW-COVER-CHAIRS'
/** The stand-in of the customer the models log in as (the UI logs in as the path's own). */
const SAMPLE_LOGIN = { username: 'customer@paths.test', password: 'the-password' }

const anonymous = sessionContext({ customer: null })
const loggedIn = sessionContext({ customer: customer({ firstName: FIRST_NAME }) })

const SAMPLES: CustomerSamples = {
  anonymous,
  loggedIn,
  profile: { firstName: FIRST_NAME } as CustomerProfile,
  addresses: [{ id: 'address' } as CustomerAddress],
  credentials: SAMPLE_LOGIN,
  registration: { email: 'new@paths.test', storefrontUrl: 'http://localhost' } as RegistrationInput,
}

const CATALOGUE: ModelCatalogue = {
  initial: anonymous,
  countries: [1, 2].map((n) => ({ id: `country-${n}` }) as Country),
}

const identityOf = (step: UiStep | undefined) =>
  step ? sessionIdentity((step.state as Snapshot).context.session) : 'anonymous'

const activityOf = (step: UiStep | undefined) =>
  step ? ((step.state as Snapshot).value as { activity: string }).activity : 'starting'

/**
 * The key of a request sent while the session is busy (`waitingCustomerRequests`): the same
 * button pressed again, or another control the page offers meanwhile; and the key of the answer
 * that lets another request run after it (the page shows where that request took the shopper).
 */
function busyKey(step: UiStep, before: UiStep | undefined): string | null {
  if (!before) return null
  const { queue, running } = (before.state as Snapshot).context
  const activity = activityOf(before)
  if (step.event.type.startsWith('session.') && activity !== 'idle' && running) {
    const same = JSON.stringify(step.event) === JSON.stringify(running)
    return same ? `${step.key} (pressed again)` : `${step.key} (while ${activity})`
  }
  const [waiting] = queue
  if (step.event.type.startsWith('xstate.') && waiting) return `${step.key} (${waiting.type} waits)`
  return null
}

/**
 * The key a shopper's page tells apart: the same event is a different thing for a logged-in
 * customer and a visitor (the registration page, the account pages, the logout), and while the
 * session is busy (`busyKey`).
 */
function narrowed(path: UiPath): UiPath {
  const steps = path.steps.map((step, index) => {
    const before = identityOf(path.steps[index - 1])
    const type = step.event.type
    // A step no page offers stays refused by its own key when it is sent while busy.
    const busy = refused(step.key, type) ? null : busyKey(step, path.steps[index - 1])
    if (busy) return { ...step, key: busy }
    if (type === 'session.register' && before === 'loggedIn')
      return { ...step, key: 'session.register (logged in)' }
    if (
      (type === 'session.loadCustomer' || type === 'session.loadAddresses' || type === 'session.logout') &&
      before !== 'loggedIn'
    )
      return { ...step, key: `${type} (not logged in)` }
    if (type === 'session.login' && 'username' in step.event && step.event.username !== SAMPLE_LOGIN.username)
      return { ...step, key: 'session.login (wrong password)' }
    return step
  })
  return { title: steps.map((step) => step.key).join(' → '), steps }
}

function graphPaths<E extends EventObject>(
  events: (snapshot: Snapshot) => E[],
  serialize: (snapshot: Snapshot, event: E | undefined, previous?: Snapshot) => string,
  key: (event: E | undefined) => string,
  input: SessionInput,
): UiPath[] {
  // The model's events include the actors' outcomes, which the machine's event type does not list.
  const logic = sessionMachine as unknown as ActorLogic<Snapshot, E, SessionInput>
  const model = new TestModel<Snapshot, E, SessionInput>(logic, { input, events, serializeState: serialize })
  return model.getShortestPaths().map((path) =>
    narrowed({
      title: '',
      steps: path.steps.map((step) => ({
        key: key(step.event),
        event: step.event,
        value: step.state.value,
        state: step.state,
      })),
    }),
  )
}

/** Both models' shortest paths, as the machine-level tests take them, with the shopper's keys. */
export function sessionUiPaths(): UiPath[] {
  const customerPaths = graphPaths<CustomerModelEvent>(
    // The requests sent while the session is busy too, as the machine-level test sends them: the
    // request it is busy with is held until the path's answer step (see `start`), so the shopper's
    // second press or other control comes while it runs.
    (snapshot) => [
      ...buildCustomerModelEvents(snapshot, SAMPLES),
      ...waitingCustomerRequests(snapshot, SAMPLES),
    ],
    serializeCustomerVertex,
    customerKey,
    { session: anonymous },
  )
  const contextPaths = graphPaths<ContextModelEvent>(
    (snapshot) => buildSessionModelEvents(snapshot, CATALOGUE),
    serializeVertex,
    contextKey,
    { session: null },
  )
  // A path with a step no page offers is still played up to that step (every start of a generated
  // path is a path of the model): the refused login of the context model ends in a country change
  // the session's pages do not make. The whole path stays in the list, skipped with its reason.
  const prefixes = [...customerPaths, ...contextPaths].flatMap((path) => {
    const stop = path.steps.findIndex((step) => refused(step.key, step.event.type))
    if (stop < 2) return []
    const steps = path.steps.slice(0, stop)
    return [{ title: steps.map((step) => step.key).join(' → '), steps }]
  })
  // The same title twice is the same path for a shopper: play it once.
  const seen = new Set<string>()
  return [...customerPaths, ...contextPaths, ...prefixes].filter(
    (path) => !seen.has(path.title) && seen.add(path.title),
  )
}

/** A step the adapter refuses (by its key or its event), as `unreachableSteps` decides. */
function refused(key: string, eventType: string): boolean {
  const { unreachable } = sessionAdapter
  return Object.hasOwn(unreachable, key) || Object.hasOwn(unreachable, eventType)
}

/** The session's requests held until the path's answer step, by the actor that sends them. */
const HELD = {
  login: '**/store-api/account/login',
  logout: '**/store-api/account/logout',
  confirmRegistration: '**/store-api/account/register-confirm',
  register: '**/store-api/account/register',
  recoverPassword: '**/store-api/account/recovery-password',
  resetPassword: '**/store-api/account/recovery-password-confirm',
  changePassword: '**/store-api/account/change-password',
} as const

type Held = keyof typeof HELD

interface SessionWorld {
  checked: Set<string>
  held: Record<Held, { release: () => Promise<void> }>
  /** The account page's read of the customer, held in a path that logs out while it runs. */
  customerRead: { release: () => Promise<void> } | null
  /** The address page's read, held in a path that opens “Personal data” while it runs. */
  addressRead: { release: () => Promise<void> } | null
  /** The path's own customer, registered (in a context of its own) at the first login. */
  customer: string | null
  /** The e-mail address the registration form used. */
  registered: string | null
  /** Whether the path put a product in the cart (the cart page's country select needs one). */
  cartFilled: boolean
  /** What the session does after the step before (the model's): a request sent now waits for it. */
  activity: string
}

let customers = 0
const newEmail = (ui: UiSession, what: string) =>
  `paths-session-${what}-${ui.locale.toLowerCase()}-${Date.now()}-${customers++}@example.org`

const main = (page: Page) => page.getByRole('main')

async function customerOf(ui: UiSession, world: SessionWorld): Promise<string> {
  if (world.customer) return world.customer
  const email = newEmail(ui, 'customer')
  const browser = ui.page.context().browser()
  if (!browser) throw new Error('no browser to register in')
  const other = await browser.newContext()
  await registerByApi(await other.newPage(), { locale: ui.locale, base: ui.base }, email, FIRST_NAME)
  await other.close()
  world.customer = email
  return email
}

function eventOf<T extends string>(event: EventObject, type: T): EventObject & Record<string, unknown> {
  if (event.type !== type) throw new Error(`expected ${type}, got ${event.type}`)
  return event as EventObject & Record<string, unknown>
}

const signedIn = (where: RegExp) =>
  [{ url: where }, { role: 'button', name: 'Hello, {firstName}', scope: 'banner' }] as const

/**
 * Requests no page sends while the session is busy with another one, by the request: why, and the
 * machine-level test that sends them then. The others (a second press, “Back to login” while the
 * recovery link is on its way, the account's navigation while a change is saved or the address
 * book is read, a logout while an account page reads) are generated by `waitingCustomerRequests`
 * and replayed.
 */
const QUEUED: Record<string, string> = {
  setCountry:
    'the cart page’s “Shipping to” select is the only control that sends it, and it is off (disabled) while its own country is saved; the one other session request the cart page offers is the header’s “Log out”, whose answer takes the shopper home with a page load at once, so a country chosen meanwhile may or may not be sent before the page goes (nothing a path can check). Machine level: session.queue.test.ts “account changes and reads sent while another change is saved”',
  confirmRegistration:
    'the confirmation page sends it once, as it opens from the mailed link (useSendOnce); opening the link again is a page load with a session of its own, which is idle. Machine level: session.queue.test.ts “registration, its confirmation, recovery and reset sent while busy”',
}

/**
 * Presses the form's button again while the session still sends what its first press asked for
 * (the request is held): the fields keep what the shopper typed.
 */
async function pressAgain(ui: UiSession, form: Locator, button: string, what: string): Promise<string> {
  await form.getByRole('button', { name: tr(ui.locale, button) }).click()
  return `the shopper ${what} (presses “${tr(ui.locale, button)}” while the first press is sent)`
}

/** Puts the chair cover in the cart from the search page, once per path; closes the mini cart it opens. */
async function fillCart(ui: UiSession, world: SessionWorld): Promise<void> {
  if (world.cartFilled) return
  await visit(ui.page, `${ui.base}/search?search=${CHAIR_COVER}`, world.checked)
  const add = new RegExp(`^${tr(ui.locale, 'Add to cart')}`)
  await main(ui.page)
    .locator('.product-card')
    .filter({ has: ui.page.getByRole('button', { name: add }) })
    .first()
    .getByRole('button', { name: add })
    .click()
  const dialog = ui.page.getByRole('dialog', { name: tr(ui.locale, 'Cart') })
  await expect(dialog).toBeVisible()
  await ui.page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  world.cartFilled = true
}

export const sessionAdapter: UiAdapter<SessionWorld> = {
  machine: 'session',
  async start(ui, path) {
    const held = {
      login: await holdRequests(ui.page, HELD.login),
      logout: await holdRequests(ui.page, HELD.logout),
      confirmRegistration: await holdRequests(ui.page, HELD.confirmRegistration),
      register: await holdRequests(ui.page, HELD.register),
      recoverPassword: await holdRequests(ui.page, HELD.recoverPassword),
      resetPassword: await holdRequests(ui.page, HELD.resetPassword),
      changePassword: await holdRequests(ui.page, HELD.changePassword),
    }
    // A logout pressed while the account page reads the customer, or “Personal data” opened while
    // the address page reads the book, waits in the session: the read is held until the path's
    // answer step, so the press comes while it runs.
    const whileRead = (read: string, next: string) =>
      path.steps.some((step, index) => step.event.type === read && path.steps[index + 1]?.event.type === next)
    const customerRead = whileRead('session.loadCustomer', 'session.logout')
      ? await holdRequests(ui.page, '**/store-api/account/customer')
      : null
    const addressRead = whileRead('session.loadAddresses', 'session.loadCustomer')
      ? await holdRequests(ui.page, '**/store-api/account/list-address')
      : null
    const world: SessionWorld = {
      checked: new Set(),
      held,
      customerRead,
      addressRead,
      customer: null,
      registered: null,
      cartFilled: false,
      activity: 'starting',
    }
    ui.values.firstName = FIRST_NAME
    await visit(ui.page, `${ui.base}/`, world.checked)
    return world
  },
  settled: (ui, world) => checkOnce(ui.page, world.checked),
  observe(state, _ui, world) {
    world.activity = ((state as Snapshot).value as { activity: string }).activity
  },
  shopper: {
    'session.login': {
      does: (event) =>
        'username' in event && event.username === SAMPLE_LOGIN.username
          ? 'logs in with the login form'
          : 'logs in with the login form and a wrong password',
      async run(ui, event, world) {
        const login = eventOf(event, 'session.login')
        const right = login.username === SAMPLE_LOGIN.username
        const email = right ? await customerOf(ui, world) : String(login.username)
        if (world.activity === 'recoveringPassword') {
          // While the recovery link is on its way: “Back to login” on the recovery page (the same
          // page's session, not a page load), and the login form there.
          await main(ui.page)
            .getByRole('link', { name: tr(ui.locale, 'Back to login') })
            .click()
          await expect(ui.page).toHaveURL(/\/login$/)
          // The recovery form (with a field of the same name) is gone once the login page shows.
          await expect(main(ui.page).getByRole('button', { name: tr(ui.locale, 'Send link') })).toHaveCount(0)
        } else await visit(ui.page, `${ui.base}/login`, world.checked)
        const form = main(ui.page)
        await form.getByLabel(tr(ui.locale, 'E-mail address'), { exact: true }).fill(email)
        await form
          .getByLabel(tr(ui.locale, 'Password'), { exact: true })
          .fill(right ? JOURNEY_PASSWORD : String(login.password))
        await form.getByRole('button', { name: tr(ui.locale, 'Log in') }).click()
        if (world.activity === 'recoveringPassword')
          return 'the shopper goes “Back to login” while the link is on its way and logs in with the login form'
      },
    },
    'session.logout': {
      does: 'logs out in the account menu',
      async run(ui) {
        await waitForHydration(ui.page)
        await ui.page
          .getByRole('banner')
          .getByRole('button', { name: tr(ui.locale, 'Hello, {firstName}', { firstName: FIRST_NAME }) })
          .click()
        await ui.page.getByRole('button', { name: tr(ui.locale, 'Log out') }).click()
      },
    },
    'session.register': {
      does: 'fills in the registration form with a new e-mail address and creates the account',
      async run(ui, _event, world) {
        if (world.activity === 'registering')
          return pressAgain(ui, main(ui.page), 'Create account', 'creates the account again')
        const email = newEmail(ui, 'new')
        world.registered = email
        await visit(ui.page, `${ui.base}/register`, world.checked)
        await fillRegistration(ui.page, ui.locale, email, FIRST_NAME)
        await ui.page.getByRole('button', { name: tr(ui.locale, 'Create account') }).click()
      },
    },
    'session.confirmRegistration': {
      does: (event) =>
        'hash' in event && event.hash === FROM_OUTBOX
          ? 'opens the confirmation link of the mail'
          : 'opens a confirmation link that is not valid',
      async run(ui, event, world) {
        const mailed = eventOf(event, 'session.confirmRegistration').hash === FROM_OUTBOX
        const url =
          mailed && world.registered
            ? await mailedLink(ui.base, world.registered, '/account/register/confirm')
            : `${ui.base}/account/register/confirm?em=from-the-mail&hash=${BAD_HASH}`
        await ui.page.goto(url)
        await waitForHydration(ui.page)
      },
    },
    'session.recoverPassword': {
      does: 'asks for a link to set a new password on the recovery page',
      async run(ui, _event, world) {
        if (world.activity === 'recoveringPassword')
          return pressAgain(ui, main(ui.page), 'Send link', 'asks for the link again')
        await visit(ui.page, `${ui.base}/account/recover`, world.checked)
        await main(ui.page)
          .getByLabel(tr(ui.locale, 'E-mail address'), { exact: true })
          .fill(world.customer ?? newEmail(ui, 'unknown'))
        await main(ui.page)
          .getByRole('button', { name: tr(ui.locale, 'Send link') })
          .click()
      },
    },
    'session.resetPassword': {
      does: 'sets a new password from a link that is not valid',
      async run(ui, _event, world) {
        if (world.activity === 'resettingPassword')
          return pressAgain(ui, main(ui.page), 'Change password', 'sets the new password again')
        await visit(ui.page, `${ui.base}/reset-password?hash=${BAD_HASH}`, world.checked)
        await main(ui.page).getByLabel(tr(ui.locale, 'New password'), { exact: true }).fill('a-new-password')
        await main(ui.page)
          .getByLabel(tr(ui.locale, 'Repeat new password'), { exact: true })
          .fill('a-new-password')
        await main(ui.page)
          .getByRole('button', { name: tr(ui.locale, 'Change password') })
          .click()
      },
    },
    'session.loadCustomer': {
      does: 'opens “Personal data” in the account',
      async run(ui, _event, world) {
        if (world.activity !== 'loadingAddresses')
          return visit(ui.page, `${ui.base}/account/profile`, world.checked)
        // While the address book is read: the account's own navigation (the same page's session).
        await ui.page
          .getByRole('navigation', { name: tr(ui.locale, 'Your account') })
          .getByRole('link', { name: tr(ui.locale, 'Personal data') })
          .click()
        await expect(ui.page).toHaveURL(/\/account\/profile$/)
        return 'the shopper opens “Personal data” in the account’s navigation while the address book is read'
      },
    },
    'session.loadAddresses': {
      does: 'opens “Addresses” in the account',
      async run(ui, _event, world) {
        if (world.activity !== 'changingAccount')
          return visit(ui.page, `${ui.base}/account/address`, world.checked)
        // While a change is saved: the account's own navigation (the same page's session, not a
        // page load), which the shopper can use at once.
        await ui.page
          .getByRole('navigation', { name: tr(ui.locale, 'Your account') })
          .getByRole('link', { name: tr(ui.locale, 'Addresses') })
          .click()
        await expect(ui.page).toHaveURL(/\/account\/address$/)
        return 'the shopper opens “Addresses” in the account’s navigation while the change is saved'
      },
    },
    'session.account': {
      does: 'opens “Personal data” and changes the password there with a wrong current password',
      async run(ui, event, world) {
        const command = eventOf(event, 'session.account').command as { kind: string }
        if (command.kind !== 'changePassword') throw new Error(`no UI step for ${command.kind}`)
        const form = main(ui.page).getByRole('region', { name: tr(ui.locale, 'Change password') })
        if (world.activity === 'changingAccount')
          return pressAgain(ui, form, 'Change password', 'changes the password again')
        await visit(ui.page, `${ui.base}/account/profile`, world.checked)
        await form.getByLabel(tr(ui.locale, 'Current password'), { exact: true }).fill('not-the-password')
        await form.getByLabel(tr(ui.locale, 'New password'), { exact: true }).fill('a-new-password')
        await form.getByLabel(tr(ui.locale, 'Repeat new password'), { exact: true }).fill('a-new-password')
        await form.getByRole('button', { name: tr(ui.locale, 'Change password') }).click()
      },
    },
    'session.setCountry': {
      does: 'chooses another shipping country on the cart page (an empty cart offers none: puts the chair cover in it from the search page first)',
      async run(ui, _event, world) {
        await fillCart(ui, world)
        await visit(ui.page, `${ui.base}/checkout/cart`, world.checked)
        const select = main(ui.page).getByLabel(tr(ui.locale, 'Shipping to'))
        const current = (await select.locator('option:checked').innerText()).trim()
        const labels = (await select.locator('option').allTextContents()).map((text) => text.trim())
        const other = labels.find((label) => label !== current && NEIGHBOUR.test(label))
        if (!other) throw new Error(`the cart page offers no ${NEIGHBOUR.source} besides ${current}`)
        await select.selectOption({ label: other })
        // The select is off while the session saves the country; the step ends once it is saved and
        // the shopper goes on shopping (the cart page's own header has no account entry to show).
        await expect(select).toBeEnabled()
        await ui.page
          .getByRole('banner')
          .getByRole('link', { name: tr(ui.locale, 'Continue shopping') })
          .click()
        await waitForHydration(ui.page)
        await checkOnce(ui.page, world.checked)
      },
    },
  },
  system: {
    'xstate.done.actor.loadContext': { reason: 'the shop gives the session (with the server’s page)' },
    'xstate.done.actor.updateContext': { reason: 'the shop keeps the new setting' },
    'xstate.error.actor.updateContext': { reason: 'the shop refuses the setting' },
    'xstate.done.actor.login': {
      reason: 'the shop logs the customer in',
      run: (_ui, _event, world) => world.held.login.release(),
    },
    'xstate.error.actor.login': {
      reason: 'the shop refuses the login (wrong password)',
      run: (_ui, _event, world) => world.held.login.release(),
    },
    'xstate.done.actor.logout': {
      reason: 'the shop logs the customer out',
      run: (_ui, _event, world) => world.held.logout.release(),
    },
    'xstate.done.actor.register': {
      reason: 'the shop creates the account and mails the confirmation link',
      run: (_ui, _event, world) => world.held.register.release(),
    },
    'xstate.error.actor.register': {
      reason: 'the shop refuses the registration (e-mail in use)',
      run: (_ui, _event, world) => world.held.register.release(),
    },
    'xstate.done.actor.confirmRegistration': {
      reason: 'the shop activates the account and logs it in',
      run: (_ui, _event, world) => world.held.confirmRegistration.release(),
    },
    'xstate.error.actor.confirmRegistration': {
      reason: 'the shop refuses the link',
      run: (_ui, _event, world) => world.held.confirmRegistration.release(),
    },
    'xstate.done.actor.recoverPassword': {
      reason: 'the shop mails a link if the address is known',
      run: (_ui, _event, world) => world.held.recoverPassword.release(),
    },
    'xstate.error.actor.recoverPassword': { reason: 'the recovery request fails (not generated)' },
    'xstate.done.actor.resetPassword': { reason: 'the shop sets the new password (not generated)' },
    'xstate.error.actor.resetPassword': {
      reason: 'the shop refuses the link',
      run: (_ui, _event, world) => world.held.resetPassword.release(),
    },
    'xstate.done.actor.loadCustomer': {
      reason:
        'the shop gives the customer’s personal data (held until now where the shopper logs out meanwhile)',
      run: async (_ui, _event, world) => world.customerRead?.release(),
    },
    'xstate.error.actor.loadCustomer': { reason: 'the shop refuses without a login' },
    'xstate.done.actor.loadAddresses': {
      reason:
        'the shop gives the address book (held until now where the shopper opens “Personal data” meanwhile)',
      run: async (_ui, _event, world) => world.addressRead?.release(),
    },
    'xstate.error.actor.loadAddresses': { reason: 'the shop refuses without a login' },
    'xstate.done.actor.changeAccount': { reason: 'the shop makes the change' },
    'xstate.error.actor.changeAccount': {
      reason: 'the shop refuses the change (wrong current password)',
      run: (_ui, _event, world) => world.held.changePassword.release(),
    },
  },
  unreachable: {
    'session.register (logged in)':
      'the registration page sends a logged-in customer to their account before the form is shown',
    'session.loadCustomer (not logged in)':
      'the account pages send a visitor to the login before they read anything',
    'session.loadAddresses (not logged in)':
      'the account pages send a visitor to the login before they read anything',
    'session.logout (not logged in)': 'only a logged-in customer has the account menu with “Log out”',
    'xstate.error.actor.logout': 'a logout fails only for a visitor, who has no “Log out” (see above)',
    'session.account(setDefaultShipping)':
      'not replayed here: the button is offered for a second address only, which a path’s new customer does not have (tests/e2e/account.spec.ts changes the default address)',
    'xstate.error.actor.loadContext':
      'the first read fails only when the Store API fails, and then the page itself fails (the server answers 503 for every page)',
    'session.setCountry(no id)': 'the cart page’s select always sends a country',
    'session.setCountry(unknown id)':
      'the cart page’s select offers only the shop’s countries; the back end’s refusal of an unknown one is the machine-level model’s (session.model.test.ts)',
    'session.adopt':
      'the checkout and the guest order page hand over a context they read: the checkout’s and order pages’ replays cover it, not a step of these models',
  },
  // Answers of the shop and a context the root hands over: the system's, not a shopper's.
  unreachableSystemEvents: ['xstate.error.actor.logout', 'xstate.error.actor.loadContext', 'session.adopt'],
  unreachableTransitions: {
    ...Object.fromEntries(
      Object.entries(QUEUED).map(([event, reason]) => [`session.activity#session.${event}#0`, reason]),
    ),
    'session.activity.idle#session.setCountry#1': 'the cart page’s select always sends a country',
  },
  states: {
    'session.identity.anonymous': [{ role: 'link', name: 'Account', scope: 'banner' }],
    'session.identity.customer': [{ role: 'link', name: 'Account', scope: 'banner' }],
    'session.identity.guest': [{ role: 'link', name: 'Account', scope: 'banner' }],
    'session.identity.loggedIn': [{ role: 'button', name: 'Hello, {firstName}', scope: 'banner' }],
  },
  transient: {
    'session.identity.deriving': 'eventless: works out who the shopper is at once',
    'session.identity.unknown':
      'only before the first read of the session; the server renders every page with it',
    'session.activity.starting': 'eventless: the server’s page brings the session',
    'session.activity.loading': 'the server reads the session before it renders the page',
    'session.activity.idle':
      'the region’s normal case: nothing is in progress (who the shopper is shows in the header)',
    'session.activity.updating': 'a change of a few milliseconds; the page after it shows the outcome',
    'session.activity.loggingIn': 'a request of a few milliseconds; the page after it shows the outcome',
    'session.activity.loggingOut': 'a request of a few milliseconds; the page after it shows the outcome',
    'session.activity.registering': 'a request of a few milliseconds; the page after it shows the outcome',
    'session.activity.confirmingRegistration':
      'a request of a few milliseconds; the page after it shows the outcome',
    'session.activity.recoveringPassword':
      'a request of a few milliseconds; the page after it shows the outcome',
    'session.activity.resettingPassword':
      'a request of a few milliseconds; the page after it shows the outcome',
    'session.activity.loadingCustomer': 'a read of a few milliseconds; the page after it shows the data',
    'session.activity.loadingAddresses': 'a read of a few milliseconds; the page after it shows the data',
    'session.activity.changingAccount':
      'a request of a few milliseconds; the page after it shows the outcome',
  },
  after: {
    'xstate.done.actor.login': [...signedIn(/\/account$/)],
    'xstate.error.actor.login': [{ text: 'Invalid username and/or password', scope: 'main' }],
    'xstate.done.actor.logout': [{ text: 'You have been logged out.' }],
    'xstate.done.actor.register': [{ text: 'Please check your e-mail.', scope: 'main' }],
    'xstate.done.actor.confirmRegistration': [...signedIn(/\/account$/)],
    'xstate.error.actor.confirmRegistration': [
      { text: 'This confirmation link is not valid or has already been used.', scope: 'main' },
    ],
    'xstate.done.actor.recoverPassword': [
      {
        text: 'If this e-mail address belongs to an account, we have sent you a link to set a new password.',
        scope: 'main',
      },
    ],
    'xstate.done.actor.loadCustomer': [{ role: 'button', name: 'Save personal data', scope: 'main' }],
    // The logout pressed meanwhile is held until its answer's step: the page still shows the data.
    'xstate.done.actor.loadCustomer (session.logout waits)': [
      { role: 'button', name: 'Save personal data', scope: 'main' },
    ],
    // The login pressed meanwhile runs now (held until its answer's step): its button is off.
    'session.login (while recoveringPassword)': [
      { url: /\/login$/ },
      { role: 'button', name: 'Log in', scope: 'main', is: 'disabled' },
    ],
    'xstate.done.actor.recoverPassword (session.login waits)': [
      { url: /\/login$/ },
      { role: 'button', name: 'Log in', scope: 'main', is: 'disabled' },
    ],
    'session.loadAddresses (while changingAccount)': [{ url: /\/account\/address$/ }],
    // The address book answers on the page the shopper has left: the profile shows once it is read.
    'session.loadCustomer (while loadingAddresses)': [{ url: /\/account\/profile$/ }],
    'xstate.done.actor.loadAddresses (session.loadCustomer waits)': [{ url: /\/account\/profile$/ }],
    // The refused change answers on the profile page the shopper has left: the address book shows.
    'xstate.error.actor.changeAccount (session.loadAddresses waits)': [{ url: /\/account\/address$/ }],
    'xstate.done.actor.loadAddresses': [{ role: 'button', name: 'Add address', scope: 'main' }],
    'xstate.error.actor.changeAccount': [{ text: 'The password is not correct', scope: 'main' }],
  },
}
