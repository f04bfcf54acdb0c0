import {
  type ComponentType,
  type FunctionComponent,
  lazy,
  memo,
  type NamedExoticComponent,
  type RefObject,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { flushSync } from 'react-dom'
import { EARLY_CLICKS_GLOBAL } from '../domain/constants.ts'
import { serverElement } from './lazy-element.tsx'

/**
 * Islands: server-rendered page regions (the page content below the header, the header's search,
 * account and navigation menus) whose code the browser loads when the visitor first reaches for
 * them, not before the page hydrates. The server renders them completely (shoppers without
 * JavaScript and crawlers see everything); the browser hydrates the rest of the page and leaves
 * each island's server HTML in place (a Suspense boundary whose lazy component waits), so links
 * and text work at once and the page costs only the framework and the chrome's code up front.
 *
 * When an island loads:
 * - on intent: a pointer moving over it, a touch, a press or keyboard focus inside it;
 * - on any client-side navigation (the next page renders normally);
 * - for islands that show actor state (`live`), when the actor system starts;
 * - at once when it first renders after the initial hydration (client-side navigation).
 * A click or form submit inside an island that has not hydrated yet is held (default prevented)
 * and replayed on the same element once it has, and text typed meanwhile is handed to the
 * component, so nothing the visitor does is lost: hydration keeps the server's DOM nodes, so the
 * replay reaches the element the visitor used. Clicks with a modifier key or another button (open
 * in a new tab) pass through untouched. The same holds for forms outside islands while the document
 * hydrates, and values the page showed before any code ran (a password manager's autofill, text
 * typed on a slow connection) are handed to the components when their part of the page hydrates.
 *
 * Props must stay referentially stable until the island hydrates (the component is memoised):
 * new props before then make React throw the server HTML away and render the island afresh.
 */

interface IslandKind {
  start: () => void
  /** Reads the actor system: hydrates when the system starts, to show its live state. */
  live: boolean
}

/** Browser: island wrappers whose content has not hydrated yet. */
const pending = new Map<Element, IslandKind>()
/** Browser: every island kind, to start them on navigation or with the actor system. */
const kinds = new Set<IslandKind>()
/** Browser: the actor system has started; live islands declared from now on load at once. */
let liveStarted = false
let listening = false

/** Browser: what an island's code waits for besides its own module (the page's message catalog). */
let prerequisite: () => Promise<unknown> = () => Promise.resolve()

/**
 * Sets what every island awaits with its code before it renders: the texts of the page below the
 * chrome are not loaded before hydration (see createChromeI18n in src/i18n/i18n.ts).
 */
export function setIslandPrerequisite(load: () => Promise<unknown>): void {
  prerequisite = load
}

/** Browser: called when the visitor presses inside a live island that has not hydrated yet. */
let pressedLive: () => void = () => {}

/**
 * Sets what a press inside a live island still waiting for its code starts besides that code: the
 * browser entry loads the actor system's code then, so the replayed press does not wait for it.
 */
export function setLiveIslandPress(handler: () => void): void {
  pressedLive = handler
}

/**
 * A client-side navigation is starting: loads every island's code (the next page renders its
 * islands normally, and islands of this page that stay get their new props without waiting).
 */
export function startAllIslands(): void {
  for (const kind of kinds) kind.start()
}

/**
 * The actor system has started (an event was sent to an actor), or the shopper read after load
 * shows someone: islands that show actor state (greeting, cart buttons, hearts, review form) load
 * now, so they show it and follow it from here on.
 */
export function startLiveIslands(): void {
  // The system may start (when the browser is idle) before a route's chunk, and the islands it
  // declares, has arrived: those load as soon as they are declared.
  liveStarted = true
  for (const kind of kinds) if (kind.live) kind.start()
}

const subscribeNever = (): (() => void) => () => {}
/** True while React hydrates the component (it reads the server snapshot then), false otherwise. */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )

export type IslandComponent<P extends object> = FunctionComponent<P> | NamedExoticComponent<P>

/** The probe isHydrated dispatches, while it is under way, and whether a React handler saw it. */
const probe: { event: Event | null; answered: boolean } = { event: null, answered: false }

/**
 * The handler the document puts on `<body>` (`{...hydrationProbe}`): it answers isHydrated's probe.
 * React runs it only when the probed element is one it has committed.
 */
export const hydrationProbe = {
  onAnimationIterationCapture(event: { nativeEvent: Event; stopPropagation: () => void }): void {
    if (event.nativeEvent !== probe.event) return
    probe.answered = true
    event.stopPropagation()
  },
}

/**
 * Whether React has hydrated this element, asked through React's public behaviour: it runs event
 * handlers only for elements it has committed. An element in a part of the page that has not
 * hydrated (an island waiting for its code, a boundary whose lazily loaded form has not arrived), or
 * that hydration has rendered but not yet committed (concurrent hydration yields to the browser in
 * between), reaches no handler: an event replayed on it then would be dropped and the value lost.
 * So a probe event is dispatched on the element, and the document's capture handler on `<body>`
 * (hydrationProbe) notes whether React passed it on. The probe is an `animationiteration`: React
 * delegates it like a click, but it is not a discrete event (for which React would hydrate the part
 * at once) nor one it queues for later, no component of the shop handles it, and the browser does
 * nothing with a dispatched one.
 */
function isHydrated(element: Element): boolean {
  const event = new Event('animationiteration', { bubbles: true })
  probe.event = event
  probe.answered = false
  try {
    element.dispatchEvent(event)
    return probe.answered
  } finally {
    probe.event = null
  }
}

/** Browser: whether the document (everything outside islands) has hydrated. */
let documentHydrated = false

/**
 * An element React has not hydrated yet that the visitor used: anything inside a waiting island, and
 * before the document has hydrated, forms and their fields and buttons anywhere (the page's code is
 * running but its handlers are not attached yet: a native submit would lose the form or, without
 * `method="post"`, put what was typed into the URL). Links outside forms keep working natively.
 */
function waitingElement(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element) || isHydrated(target)) return undefined
  if (target.closest('[data-island]')) return target
  return !documentHydrated && target.closest('form, button, [role="button"]') ? target : undefined
}

/**
 * Elements used before the document hydrated, inside islands not known yet (an island makes itself
 * known as the document hydrates): started then, by documentHasHydrated. `press`: a press, not a
 * pointer passing over (see onIntent).
 */
const startOnHydration: Array<{ element: Element; press: boolean }> = []

/**
 * Loads the code of the innermost waiting island around `element` (an outer one comes with it) and,
 * for a press in an island that shows actor state, the actor system's: what it reaches is most
 * likely an actor (add to basket, a heart), so that code loads beside the island's.
 */
function startIslandOf(element: Element, press = true): void {
  const wrapper = element.closest('[data-island]')
  if (!wrapper) return
  const kind = pending.get(wrapper)
  if (!kind) {
    if (!documentHydrated) startOnHydration.push({ element, press })
    return
  }
  kind.start()
  if (press && kind.live) pressedLive()
}

function onIntent(event: Event): void {
  if (!(event.target instanceof Element)) return
  startIslandOf(event.target, event.type !== 'pointerover' && event.type !== 'focusin')
}

const REPLAY_TIMEOUT_MS = 15_000
/** Replays in the order the visitor acted, each once its element has hydrated. */
const replays: Array<{ element: Element; run: () => void; since: number }> = []
let replaying = false

function replayWhenHydrated(element: Element, run: () => void): void {
  replays.push({ element, run, since: Date.now() })
  if (!replaying) drainReplays()
}

/**
 * Values the page already showed when it hydrated go first: a click or submit queued earlier must
 * see them in the component's state. Drained on the next task, not inside React's commit.
 */
function replayFirst(entries: Array<{ element: Element; run: () => void }>): void {
  if (entries.length === 0) return
  const since = Date.now()
  replays.unshift(...entries.map((entry) => ({ ...entry, since })))
  if (!replaying) {
    replaying = true
    window.setTimeout(drainReplays, 0)
  }
}

function drainReplays(): void {
  replaying = true
  runReadyReplays()
  if (replays.length > 0) {
    // Still waiting for code: look again shortly.
    window.setTimeout(drainReplays, 16)
    return
  }
  replaying = false
}

/** True while a replay runs: the events it dispatches must not start another round. */
let inReplay = false

/**
 * Runs the queued replays, in order, up to the first whose element has not hydrated yet (given up
 * on after REPLAY_TIMEOUT_MS, as on a page that never hydrates it). Also called at the start of
 * every click, key and submit the visitor makes: the element's replay is otherwise only picked up
 * by the next poll (up to 16 ms, longer on a busy main thread), and a click that reaches the
 * hydrated form in between acts on state without the text typed before (a sign-up form would say
 * the address is missing while it shows it).
 */
function runReadyReplays(): void {
  if (inReplay) return
  inReplay = true
  try {
    while (replays.length > 0) {
      const next = replays[0]
      if (!next) break
      const waiting = next.element.isConnected && !isHydrated(next.element)
      if (waiting && Date.now() - next.since < REPLAY_TIMEOUT_MS) return
      replays.shift()
      // Rendered before the next one runs: a press replayed right after the text typed before it (a
      // quantity, then + and 'Add to basket') must see the state that text and press left. React
      // renders updates of dispatched events in a microtask, so without this every replay of one
      // round would see the hydration render's state (3 typed, + pressed: 2 added).
      if (!waiting && next.element.isConnected) flushSync(next.run)
    }
  } finally {
    inReplay = false
  }
}

function isCheckable(element: Element | null | undefined): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
}

/** Fields whose keys type text: their keys are the browser's (typing is replayed as input). */
function isEditable(element: Element): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  )
}

function onEarlyClick(event: MouseEvent): void {
  runReadyReplays()
  const element = waitingElement(event.target)
  if (!element) return
  // Open in a new tab, context menus …: the browser's own behaviour needs no code.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  if (isCheckable(element)) {
    onEarlyCheck(element)
    return
  }
  // A label's click becomes a click on its checkbox or radio, which is handled there.
  if (isCheckable(element.closest('label')?.control)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  startIslandOf(element)
  replayWhenHydrated(element, clickReplay(element))
}

function clickReplay(element: Element): () => void {
  return () =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
}

/**
 * Takes over the presses the entry loader held (src/entry-loader.ts): each is replayed, in order,
 * once its element has hydrated, and its island started as soon as it is known.
 */
function takeHeldPresses(): void {
  const take = (window as unknown as Record<string, (() => Element[]) | undefined>)[EARLY_CLICKS_GLOBAL]
  if (typeof take !== 'function') return
  for (const element of take()) {
    if (!(element instanceof Element) || !element.isConnected) continue
    startIslandOf(element)
    replayWhenHydrated(element, clickReplay(element))
  }
}

/**
 * A checkbox or radio pressed before it hydrated keeps its new state on screen (holding the click
 * would undo it). Once hydrated, React is told: the field is set back through its own (tracked)
 * setter and clicked, so the component's onChange runs and ends with the state the visitor chose.
 */
function onEarlyCheck(field: HTMLInputElement): void {
  startIslandOf(field)
  earlyChecks.add(field)
  replayWhenHydrated(field, checkReplay(field, field.checked))
}

/** Checkboxes and radios whose change before hydration is queued (adopted values skip them). */
const earlyChecks = new WeakSet<Element>()

function checkReplay(field: HTMLInputElement, wanted: boolean): () => void {
  return () => {
    earlyChecks.delete(field)
    if (field.type === 'radio' && !wanted) return
    field.checked = !wanted
    field.click()
  }
}

/**
 * A key pressed on a control that has not hydrated yet (arrow keys in a gallery, Escape …) is held
 * and replayed on it once it has. Enter and Space are left alone (the browser turns them into a
 * click, replayed as such), and so are Tab, shortcuts and keys typed into fields.
 */
function onEarlyKeydown(event: KeyboardEvent): void {
  runReadyReplays()
  const element = waitingElement(event.target)
  if (!element || isEditable(element)) return
  if (event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') return
  if (event.metaKey || event.ctrlKey || event.altKey) return
  event.preventDefault()
  event.stopImmediatePropagation()
  startIslandOf(element, false)
  const init: KeyboardEventInit = {
    key: event.key,
    code: event.code,
    shiftKey: event.shiftKey,
    bubbles: true,
    cancelable: true,
  }
  replayWhenHydrated(element, () => element.dispatchEvent(new KeyboardEvent('keydown', init)))
}

function onEarlySubmit(event: Event): void {
  runReadyReplays()
  const form = waitingElement(event.target)
  if (!(form instanceof HTMLFormElement)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  startIslandOf(form)
  // The button that submitted (its name and value are part of the form's data: + / − in the cart).
  const { submitter } = event as SubmitEvent
  replayWhenHydrated(form, () =>
    form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null),
  )
}

/** Fields typed into before they hydrated: the text last typed (a replay is queued for each). */
const earlyInputs = new WeakMap<Element, string>()
/** Where the caret (or selection) was in each of those fields when that text was typed. */
const earlySelections = new WeakMap<Element, TextSelection>()

/** Keeps what `field` shows now, and its caret, as the text typed before it hydrated. */
function keepTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  earlyInputs.set(field, field.value)
  const selection = selectionOf(field)
  if (selection) earlySelections.set(field, selection)
  else earlySelections.delete(field)
}

/**
 * Text typed before the field hydrated stays in it, but React never saw it. Once hydrated, the
 * field is told again: focus is given anew if it has it (components learn of it), React's value
 * tracker is reset to the server's value (or another, when the text is the server's) through the
 * field's own setter, the text typed (kept at the time, since hydrating a controlled field may reset
 * it) set past it through the prototype's, then an `input` event, so the component's state catches up.
 */
function onEarlyInput(event: Event): void {
  // A field can hydrate before its replay runs (replays wait their turn, and the polling for them
  // waits for a busy main thread): text typed in between must not be set back to the older text.
  const { target } = event
  if (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    earlyInputs.has(target)
  ) {
    keepTyped(target)
    return
  }
  const field = waitingElement(target)
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
  const queued = earlyInputs.has(field)
  // Kept now: hydrating a controlled field may set it back to the state's value.
  keepTyped(field)
  if (queued) return
  replayWhenHydrated(field, textReplay(field))
}

function textReplay(field: HTMLInputElement | HTMLTextAreaElement): () => void {
  return () => {
    const typed = earlyInputs.get(field) ?? field.value
    const typedAt = earlySelections.get(field)
    earlyInputs.delete(field)
    earlySelections.delete(field)
    // Setting the value moves the caret to the end: a visitor who has just selected the text to
    // type over it would type after it instead ("so" selected, "sofa" typed: "sosofa"). The field's
    // own caret counts while it still shows the text typed; once hydrating has set it back (caret
    // at 0), the caret as it was when the text was typed ("s" typed, "ofa" next: not "ofas").
    const focused = document.activeElement === field
    const selection = focused ? (field.value === typed ? selectionOf(field) : typedAt) : undefined
    if (focused) {
      field.blur()
      field.focus({ preventScroll: true })
    }
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    // React reports a change only against the value it last saw. Text typed back to what the server
    // rendered (the search term cleared and typed again) is still the visitor's edit.
    const seen = typed !== field.defaultValue ? field.defaultValue : typed === '' ? ' ' : ''
    field.value = seen
    setValue?.call(field, typed)
    if (selection) field.setSelectionRange(...selection)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

type TextSelection = [start: number, end: number, direction: 'forward' | 'backward' | 'none']

/** The field's selection, where its type has one (text, search, password … but not email). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): TextSelection | undefined {
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field
    if (selectionStart === null || selectionEnd === null) return undefined
    return [selectionStart, selectionEnd, selectionDirection ?? 'none']
  } catch {
    return undefined
  }
}

/** Input types whose value is not the visitor's (or is not readable back, like files). */
const NOT_ADOPTED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

/**
 * Values the page shows that differ from what the server rendered, with no event React saw: a
 * password manager's autofill at load, text typed or a box ticked before the page's code ran. React
 * keeps such values when it hydrates, but the components' state still holds the server's, and their
 * next render puts that back (an autofilled login form would come up empty). So, at the moment their
 * part of the page hydrates (before any re-render), each value is kept and handed to the component
 * like typed text. `scope` is the document (islands still waiting are left to themselves) or an
 * island's wrapper.
 */
function adoptShownValues(scope: ParentNode): void {
  const entries: Array<{ element: Element; run: () => void }> = []
  for (const field of scope.querySelectorAll('input, textarea, select')) {
    const island = field.closest('[data-island]')
    if (scope === document && island && pending.has(island)) continue
    if (field instanceof HTMLSelectElement) {
      const changed = [...field.options].some((option) => option.selected !== option.defaultSelected)
      if (!changed) continue
      const chosen = field.value
      entries.push({
        element: field,
        run: () => {
          field.value = chosen
          field.dispatchEvent(new Event('change', { bubbles: true }))
        },
      })
    } else if (isCheckable(field)) {
      if (field.checked === field.defaultChecked || earlyChecks.has(field)) continue
      earlyChecks.add(field)
      entries.push({ element: field, run: checkReplay(field, field.checked) })
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field instanceof HTMLInputElement && NOT_ADOPTED.has(field.type)) continue
      if (field.value === field.defaultValue || earlyInputs.has(field)) continue
      keepTyped(field)
      entries.push({ element: field, run: textReplay(field) })
    }
  }
  replayFirst(entries)
}

/** Whether a text field in `scope` shows something other than what the server rendered. */
function showsOwnValues(scope: Element): boolean {
  for (const field of scope.querySelectorAll('input, textarea')) {
    if (field instanceof HTMLInputElement && (NOT_ADOPTED.has(field.type) || isCheckable(field))) continue
    if (
      (field as HTMLInputElement | HTMLTextAreaElement).value !== (field as HTMLInputElement).defaultValue
    ) {
      return true
    }
  }
  return false
}

/**
 * Call once, from the root component's layout effect: the document has hydrated (forms outside
 * islands now have their handlers) and values shown before that are handed to the components;
 * `<html data-hydrated>` says so.
 */
export function documentHasHydrated(): void {
  if (documentHydrated) return
  documentHydrated = true
  // The page's public signal that it has hydrated (tests and monitoring wait for it; React never
  // renders this attribute, so it does not touch it).
  document.documentElement.dataset.hydrated = ''
  adoptShownValues(document)
  for (const { element, press } of startOnHydration.splice(0)) startIslandOf(element, press)
}

/**
 * Call before hydrating: from here on, submits, clicks and typing in forms and on buttons that have
 * not hydrated are held and replayed once they have, and so are the presses the entry loader held
 * before (before it, with no code, the form's native fallback applies).
 */
export function holdEarlyInput(): void {
  listen(window)
  takeHeldPresses()
}

function listen(target: Window): void {
  if (listening) return
  listening = true
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const) {
    target.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  target.addEventListener('click', onEarlyClick, { capture: true })
  target.addEventListener('keydown', onEarlyKeydown, { capture: true })
  target.addEventListener('input', onEarlyInput, { capture: true })
  target.addEventListener('submit', onEarlySubmit, { capture: true })
}

function hydrated(wrapper: Element): void {
  // Not waiting: rendered in the browser (its fields hold nothing the server did not render).
  const waited = pending.delete(wrapper)
  if (wrapper instanceof HTMLElement) wrapper.dataset.hydrated = ''
  if (waited) adoptShownValues(wrapper)
}

/**
 * Renders nothing; its layout effect runs when the island's boundary has hydrated (or rendered), in
 * the same commit, so values shown before are read before any re-render can reset them.
 */
function HydrationSignal({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    if (wrapper.current) hydrated(wrapper.current)
  }, [wrapper])
  return null
}

/** The server's place of HydrationSignal: renders nothing (no effects run on the server). */
function ServerHydrationSignal() {
  return null
}

export interface IslandOptions {
  /** The island shows actor state (session, cart): it hydrates when the actor system starts. */
  live?: boolean
}

/**
 * An island named `name` (the wrapper's `data-island`, for styles and tests) whose component comes
 * from `load`, a dynamic import. The wrapper is `display: contents`, so layout is unaffected.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { live = false }: IslandOptions = {},
): IslandComponent<P> {
  if (import.meta.env.SSR) {
    const Content = serverElement(
      load,
      lazy(() => load().then((component) => ({ default: component }))),
    )
    function ServerIsland(props: P) {
      // The same two children as in the browser (the content and its hydration signal): React
      // derives `useId` from the position in the tree, and one child less here would give every id
      // in an island another value than in the browser. React keeps the server's ids when it
      // hydrates, but an element mounted later gets the browser's: a sorting select re-keyed by a
      // new order would lose its label.
      return (
        <div data-island={name}>
          <Suspense fallback={null}>
            <Content {...props} />
            <ServerHydrationSignal />
          </Suspense>
        </div>
      )
    }
    ServerIsland.displayName = `Island(${name})`
    return ServerIsland
  }

  let release = (): void => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const kind: IslandKind = { start: () => release(), live }
  kinds.add(kind)
  if (live && liveStarted) kind.start()
  const Content = lazy(async () => {
    await gate
    const [component] = await Promise.all([load(), prerequisite()])
    return { default: component }
  })

  function ClientIsland(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    // Decided once: hydrating the server's HTML → wait for intent; rendered in the browser (client
    // navigation, tests) → load now. New props (this component is memoised, so a render after the
    // first has them) load it now too: React then renders the island afresh and needs its code.
    const hydrating = useHydrating()
    const [deferred] = useState(hydrating)
    const firstProps = useRef(props)
    if (!deferred || firstProps.current !== props) kind.start()
    useLayoutEffect(() => {
      const element = wrapper.current
      if (!element || element.dataset.hydrated !== undefined) return
      listen(window)
      pending.set(element, kind)
      // The visitor is already in it (focus or a value given before any code ran, like a search
      // term typed on a slow connection): no further intent will come, so load it now.
      if (element.contains(document.activeElement) || showsOwnValues(element)) kind.start()
      return () => {
        pending.delete(element)
      }
    }, [])
    // The same element for the same props: React re-renders this component once after hydrating
    // (useHydrating's snapshot changes), and a new element would reach the boundary still waiting
    // for its code as an update, which makes React drop the server HTML.
    return useMemo(
      () => (
        <div data-island={name} ref={wrapper}>
          <Suspense fallback={null}>
            <Content {...props} />
            <HydrationSignal wrapper={wrapper} />
          </Suspense>
        </div>
      ),
      [props],
    )
  }
  ClientIsland.displayName = `Island(${name})`
  return memo(ClientIsland)
}
