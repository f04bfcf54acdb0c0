import { flushSync } from 'react-dom'
import { EARLY_CLICKS_GLOBAL } from '../domain/constants.ts'
import { afterNextPaint } from './after-paint.ts'

/**
 * A page's hydration in the browser, from the first byte to the last replay: which islands wait
 * for their code (src/components/island.tsx), and what the visitor does before the part of the page
 * they use has hydrated. One object per page, created by the browser entry (as it creates the
 * SystemHost) and handed to the page through the app context; nothing of it lives in a module.
 *
 * Before any of the page's code has run, the entry loader's inline script holds presses on buttons
 * that need code (EARLY_CLICKS below, written into the page by src/entry-loader.ts); from
 * `holdEarlyInput()` on this object holds clicks, keys, typing and submits, takes over the presses
 * the loader held, and replays each on the very element the visitor used once that element has
 * hydrated (hydration keeps the server's DOM nodes). Clicks with a modifier key or another button
 * (open in a new tab) pass through untouched. Values the page showed before any code ran (a password
 * manager's autofill, text typed on a slow connection) are handed to the components when their part
 * of the page hydrates.
 *
 * Whether an element has hydrated is asked through React's public behaviour: it runs event handlers
 * only for elements it has committed. An element in a part of the page that has not hydrated (an
 * island waiting for its code, a boundary whose lazily loaded form has not arrived), or that
 * hydration has rendered but not yet committed (concurrent hydration yields to the browser in
 * between), reaches no handler: an event replayed on it then would be dropped and the value lost. So
 * a probe event is dispatched on the element, and the capture handler the document puts on `<body>`
 * (`probe`) notes whether React passed it on. The probe is an `animationiteration`: React delegates
 * it like a click, but it is not a discrete event (for which React would hydrate the part at once)
 * nor one it queues for later, no component of the shop handles it, and the browser does nothing
 * with a dispatched one.
 */

/**
 * Holds presses on buttons that need the page's code, as `(function(d,w){…})` code for the entry
 * loader (src/entry-loader.ts), until `holdEarlyInput()` takes the queue over. Left alone: another
 * mouse button or a modifier key, disabled buttons, a form's submit button (it posts without code)
 * and reset button, buttons the browser acts on itself (popover, command), links.
 */
export const EARLY_CLICKS = `var held=[];
function hold(e){var t=e.target,b=t&&t.closest&&t.closest('button,[role="button"]:not(a)');
if(!b||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||b.disabled)return;
if(b.form&&(b.type==='submit'||b.type==='reset'))return;
if(b.hasAttribute('popovertarget')||b.hasAttribute('commandfor'))return;
e.preventDefault();e.stopImmediatePropagation();held.push(b);}
w.addEventListener('click',hold,true);
w.${EARLY_CLICKS_GLOBAL}=function(){w.removeEventListener('click',hold,true);w.${EARLY_CLICKS_GLOBAL}=undefined;return held;};`

/** What an island is, declared once by island() (immutable). */
export interface IslandKind {
  name: string
  /** Reads the actor system: hydrates when the system starts, to show its live state. */
  live: boolean
}

/** When an island's code may load: released on intent, navigation or the system's start. */
interface Gate {
  opened: Promise<void>
  open: () => void
}

const REPLAY_TIMEOUT_MS = 15_000

/**
 * How long the document waits for its content's boundary to hydrate after the first commit: a chunk
 * that is slow to arrive on a bad connection; one that never arrives is reported by its island or
 * route, and the page must not hold presses for ever.
 */
const CONTENT_WAIT_MS = 10_000

/**
 * The parts of the page that hydrate after the document's first commit, each in a Suspense boundary
 * of its own (src/features/layout/hydration-boundary.tsx): the site header and the content (`<main>`).
 */
const LATER_PARTS = '.site-header, main'

/**
 * The last element of each part of the page that hydrates later (LATER_PARTS) that is not inside an
 * island: it hydrates with the innermost boundary around that part (islands wait for their own code
 * and are left out, their wrapper hydrates with the part). Found by going down the last children,
 * not by listing the part's elements: this runs in the hydrating commit and then on every frame.
 */
function lastPartElements(document: Document): Element[] {
  return [...document.querySelectorAll(LATER_PARTS)].map((part) => {
    let last = part
    while (last.lastElementChild && !last.hasAttribute('data-island')) last = last.lastElementChild
    return last
  })
}

/**
 * A press's compatibility down and up, which React takes for discrete events that hydrate the part
 * they reach at once and nothing else on the page needs from a waiting island (see
 * onPressInWaitingIsland); the click is held separately.
 */
const PRESS_EVENTS = ['mousedown', 'mouseup', 'touchstart', 'touchend'] as const

/** Input types whose value is not the visitor's (or is not readable back, like files). */
const NOT_ADOPTED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

type TextSelection = [start: number, end: number, direction: 'forward' | 'backward' | 'none']

export class PageHydration {
  /** Island wrappers whose content has not hydrated yet. */
  private readonly pending = new Map<Element, IslandKind>()
  private readonly gates = new Map<IslandKind, Gate>()
  /** Per island kind, what island() builds once per page (its lazily loaded content). */
  private readonly memos = new Map<IslandKind, unknown>()
  /** The actor system has started; live islands from now on load at once. */
  private liveStarted = false
  private listening = false
  /** What an island's code waits for besides its own module (the page's message catalog). */
  private prerequisite: () => Promise<unknown> = () => Promise.resolve()
  /** Started when the visitor presses inside a live island that has not hydrated yet. */
  private pressedLive: () => void = () => {}
  /** When the document's first hydrating commit ran (the root's layout effect). */
  private rootHydratedAt: number | undefined
  /** The document (everything outside islands, the page's content included) has hydrated. */
  private documentHydrated = false
  private contentDone: () => void = () => {}
  private readonly content = new Promise<void>((resolve) => {
    this.contentDone = resolve
  })
  /**
   * Elements used before the document hydrated, inside islands not known yet (an island makes
   * itself known as the document hydrates): started then. `press`: a press, not a pointer passing.
   */
  private readonly startOnHydration: Array<{ element: Element; press: boolean }> = []
  /** Replays in the order the visitor acted, each once its element has hydrated. */
  private readonly replays: Array<{ element: Element; run: () => void; since: number }> = []
  private replaying = false
  /** A replay is running: the events it dispatches must not start another round. */
  private inReplay = false
  /** Fields typed into before they hydrated: the text last typed (a replay is queued for each). */
  private readonly earlyInputs = new WeakMap<Element, string>()
  /** Where the caret (or selection) was in each of those fields when that text was typed. */
  private readonly earlySelections = new WeakMap<Element, TextSelection>()
  /** Checkboxes and radios whose change before hydration is queued (adopted values skip them). */
  private readonly earlyChecks = new WeakSet<Element>()
  /** The probe isHydrated dispatches, while it is under way, and whether a React handler saw it. */
  private probing: Event | null = null
  private probeAnswered = false

  constructor(private readonly window: Window) {}

  /**
   * The handler the document puts on `<body>` (`{...hydration.probe}`): it answers isHydrated's
   * probe. React runs it only when the probed element is one it has committed.
   */
  readonly probe = {
    onAnimationIterationCapture: (event: { nativeEvent: Event; stopPropagation: () => void }): void => {
      if (event.nativeEvent !== this.probing) return
      this.probeAnswered = true
      event.stopPropagation()
    },
  }

  /** Sets what every island awaits with its code (the texts of the page below the chrome). */
  setPrerequisite(load: () => Promise<unknown>): void {
    this.prerequisite = load
  }

  /**
   * Sets what a press inside a live island still waiting for its code starts besides that code: the
   * browser entry loads the actor system's code then, so the replayed press does not wait for it.
   */
  setLivePress(handler: () => void): void {
    this.pressedLive = handler
  }

  /** A client-side navigation is starting: every island's code loads. */
  startAll(): void {
    for (const gate of this.gates.values()) gate.open()
  }

  /**
   * As startAll, once the frame after the shopper's press has been painted (or after a fallback
   * where no frame comes: ./after-paint.ts). Opening the gates in the press's
   * own task ran every island's import there, the module preloads and the modules' evaluation, before
   * the press's response could paint; the update that needs the islands is a transition, which waits
   * for their code anyway.
   */
  startAllAfterPaint(): void {
    afterNextPaint(this.window, () => this.startAll())
  }

  /**
   * The actor system has started, or the shopper read after load shows someone: islands that show
   * actor state (greeting, cart buttons, hearts, review form) load now, and follow it from here on.
   */
  startLive(): void {
    // The system may start before a route's chunk, and the islands it declares, has arrived: those
    // load as soon as they are declared (gateOf).
    this.liveStarted = true
    for (const [kind, gate] of this.gates) if (kind.live) gate.open()
  }

  /** Lets `kind`'s code load. */
  start(kind: IslandKind): void {
    this.gateOf(kind).open()
  }

  /** The island's component, once its gate has opened, with the page's texts. */
  async load<C>(kind: IslandKind, load: () => Promise<C>): Promise<C> {
    await this.gateOf(kind).opened
    const [component] = await Promise.all([load(), this.prerequisite()])
    return component
  }

  /** `create()` once per island kind for this page (the same component on every render). */
  memo<T>(kind: IslandKind, create: () => T): T {
    if (!this.memos.has(kind)) this.memos.set(kind, create())
    return this.memos.get(kind) as T
  }

  private gateOf(kind: IslandKind): Gate {
    let gate = this.gates.get(kind)
    if (!gate) {
      let open = (): void => {}
      const opened = new Promise<void>((resolve) => {
        open = resolve
      })
      gate = { opened, open }
      this.gates.set(kind, gate)
      if (kind.live && this.liveStarted) open()
    }
    return gate
  }

  /**
   * An island's wrapper, hydrating from the server's HTML, waits for its code; returns the cleanup.
   * The visitor may already be in it (focus or a value given before any code ran, like a search
   * term typed on a slow connection): no further intent will come, so it loads now.
   */
  waitFor(element: HTMLElement, kind: IslandKind): () => void {
    this.listen()
    this.pending.set(element, kind)
    if (element.contains(this.window.document.activeElement) || showsOwnValues(element)) this.start(kind)
    return () => {
      this.pending.delete(element)
    }
  }

  /** An island's boundary has hydrated (or rendered): values shown before are handed over. */
  islandHydrated(wrapper: Element): void {
    // Not waiting: rendered in the browser (its fields hold nothing the server did not render).
    const waited = this.pending.delete(wrapper)
    if (wrapper instanceof HTMLElement) wrapper.dataset.hydrated = ''
    if (waited) this.adoptShownValues(wrapper)
    this.keepSelections(wrapper)
    // Right after this commit, before any other task: the components' first render after hydrating
    // shows their state (the server's empty term) in fields typed into before. A visitor who selects
    // the field then, to type over it, selects nothing and types after the old text once it is put
    // back ("So", then "Sofa" typed over it, came out as "SoSofa"). A microtask leaves no such gap.
    queueMicrotask(() => this.runReadyReplays())
  }

  /**
   * The selection in each field of `scope` typed into before it hydrated, as the visitor left it
   * while the field still shows their text (a select-all to type over it, made after the text):
   * the replay puts it back after the field's first render has set the text back.
   */
  private keepSelections(scope: Element): void {
    for (const field of scope.querySelectorAll('input, textarea')) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
      if (this.earlyInputs.get(field) !== field.value) continue
      const selection = selectionOf(field)
      if (selection) this.earlySelections.set(field, selection)
    }
  }

  /**
   * Call before hydrating: from here on, submits, clicks and typing in forms and on buttons that
   * have not hydrated are held and replayed once they have, and so are the presses the entry loader
   * held before.
   */
  holdEarlyInput(): void {
    this.listen()
    this.takeHeldPresses()
  }

  /**
   * Call once, from the root component's layout effect: the document's first hydrating commit.
   * Values shown before are read now and handed to the components, each once its field has
   * hydrated. The header and the page's content hydrate in later commits: they are Suspense
   * boundaries of their own (src/features/layout/hydration-boundary.tsx), and a route or a lazily
   * loaded element below them suspends once, hydrated when it resumes. Until the last of them has
   * hydrated the document has not: presses on its forms and buttons are held, and
   * `<html data-hydrated>` (tests and monitoring wait for it; React never renders it) and
   * `contentHydrated()` wait for it too.
   */
  documentHasHydrated(): void {
    if (this.rootHydratedAt !== undefined) return
    this.rootHydratedAt = Date.now()
    this.adoptShownValues(this.window.document)
    this.startWaitingIslands()
    this.awaitContent()
  }

  /**
   * Call from the layout effect of the last child of a part of the page that hydrates after the
   * document's first commit (src/features/layout/hydration-boundary.tsx): the replays waiting for
   * that part run at once, before anything renders it again (the drain's next look may be a frame
   * away, and a render of a field in between would show the server's value for that frame).
   */
  partHydrated(): void {
    if (this.rootHydratedAt === undefined) return
    queueMicrotask(() => this.runReadyReplays())
  }

  /** Resolves once the page's content (everything outside islands) has hydrated. */
  contentHydrated(): Promise<void> {
    return this.content
  }

  /**
   * Looks whether the last element outside islands of each part that hydrates later has hydrated
   * (then every boundary around it has) and, until they all have, looks again on the next frame. A
   * boundary whose code never arrives does not hold the page for ever: after CONTENT_WAIT_MS the
   * document counts as hydrated and React renders that part afresh when it is next updated.
   */
  private readonly awaitContent = (): void => {
    const waiting = lastPartElements(this.window.document).some((last) => !this.isHydrated(last))
    const waited = Date.now() - (this.rootHydratedAt ?? 0)
    if (waiting && waited < CONTENT_WAIT_MS) {
      this.window.setTimeout(this.awaitContent, 16)
      return
    }
    this.documentHydrated = true
    this.window.document.documentElement.dataset.hydrated = ''
    this.startWaitingIslands()
    this.contentDone()
  }

  /** Islands used before they made themselves known (they do as their part of the page hydrates). */
  private startWaitingIslands(): void {
    for (const { element, press } of this.startOnHydration.splice(0)) this.startIslandOf(element, press)
  }

  private listen(): void {
    if (this.listening) return
    this.listening = true
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const) {
      this.window.addEventListener(type, this.onIntent, { capture: true, passive: true })
    }
    for (const type of PRESS_EVENTS) {
      this.window.addEventListener(type, this.onPressInWaitingIsland, { capture: true, passive: true })
    }
    this.window.addEventListener('click', this.onEarlyClick, { capture: true })
    this.window.addEventListener('keydown', this.onEarlyKeydown, { capture: true })
    this.window.addEventListener('input', this.onEarlyInput, { capture: true })
    this.window.addEventListener('submit', this.onEarlySubmit, { capture: true })
  }

  /** Whether React has hydrated (committed) this element: see the probe above. */
  private isHydrated(element: Element): boolean {
    const event = new Event('animationiteration', { bubbles: true })
    this.probing = event
    this.probeAnswered = false
    try {
      element.dispatchEvent(event)
      return this.probeAnswered
    } finally {
      this.probing = null
    }
  }

  /**
   * An element React has not hydrated yet that the visitor used: anything inside a waiting island,
   * and before the document has hydrated, forms and their fields and buttons anywhere (a native
   * submit would lose the form or, without `method="post"`, put what was typed into the URL).
   */
  private waitingElement(target: EventTarget | null): Element | undefined {
    if (!(target instanceof Element) || this.isHydrated(target)) return undefined
    if (target.closest('[data-island]')) return target
    return !this.documentHydrated && target.closest('form, button, [role="button"]') ? target : undefined
  }

  /**
   * Loads the code of the innermost waiting island around `element` (an outer one comes with it)
   * and, for a press in an island that shows actor state, the actor system's.
   */
  private startIslandOf(element: Element, press = true): void {
    const wrapper = element.closest('[data-island]')
    if (!wrapper) return
    const kind = this.pending.get(wrapper)
    if (!kind) {
      if (!this.documentHydrated) this.startOnHydration.push({ element, press })
      return
    }
    this.start(kind)
    if (press && kind.live) this.pressedLive()
  }

  private readonly onIntent = (event: Event): void => {
    if (!(event.target instanceof Element)) return
    this.startIslandOf(event.target, event.type !== 'pointerover' && event.type !== 'focusin')
  }

  /**
   * The mouse's and the touch's down and up of a press inside an island still waiting for its code
   * end at the window, after the window's own listeners: React, whose listeners sit on its root,
   * answers each discrete event inside a part it has not hydrated by rendering that part
   * synchronously (`attemptSynchronousHydration`), which renders nothing while the code is away. The
   * pointer's down and up go on: React Aria reads the input's modality from them on the document
   * (a focus without a pointer-down before it counts as a screen reader's, and focus rings would
   * show), and so does the popover's press guard. The click that follows is held and replayed
   * (onEarlyClick); no handler inside the island could have run anyway.
   */
  private readonly onPressInWaitingIsland = (event: Event): void => {
    if (!(event.target instanceof Element)) return
    for (let wrapper = event.target.closest('[data-island]'); wrapper; ) {
      if (this.pending.has(wrapper)) {
        event.stopPropagation()
        return
      }
      wrapper = wrapper.parentElement?.closest('[data-island]') ?? null
    }
  }

  private replayWhenHydrated(element: Element, run: () => void): void {
    this.replays.push({ element, run, since: Date.now() })
    if (!this.replaying) this.drainReplays()
  }

  /** Values the page already showed go first: a click or submit queued earlier must see them. */
  private replayFirst(entries: Array<{ element: Element; run: () => void }>): void {
    if (entries.length === 0) return
    const since = Date.now()
    this.replays.unshift(...entries.map((entry) => ({ ...entry, since })))
    if (!this.replaying) {
      this.replaying = true
      // On the next task, not inside React's commit.
      this.window.setTimeout(this.drainReplays, 0)
    }
  }

  private readonly drainReplays = (): void => {
    this.replaying = true
    this.runReadyReplays()
    if (this.replays.length > 0) {
      // Still waiting for code: look again shortly.
      this.window.setTimeout(this.drainReplays, 16)
      return
    }
    this.replaying = false
  }

  /**
   * Runs the queued replays, in order, up to the first whose element has not hydrated yet (given up
   * on after REPLAY_TIMEOUT_MS). Also called at the start of every click, key and submit: a click
   * that reaches the hydrated form before the next poll must not act on state without the text
   * typed before (a sign-up form would say the address is missing while it shows it).
   */
  private runReadyReplays(): void {
    if (this.inReplay) return
    this.inReplay = true
    try {
      while (this.replays.length > 0) {
        const next = this.replays[0]
        if (!next) break
        const waiting = next.element.isConnected && !this.isHydrated(next.element)
        if (waiting && Date.now() - next.since < REPLAY_TIMEOUT_MS) return
        this.replays.shift()
        // Rendered before the next one runs: a press replayed right after the text typed before it
        // (a quantity, then + and 'Add to basket') must see the state that text and press left.
        if (!waiting && next.element.isConnected) flushSync(next.run)
      }
    } finally {
      this.inReplay = false
    }
  }

  private readonly onEarlyClick = (event: MouseEvent): void => {
    this.runReadyReplays()
    const element = this.waitingElement(event.target)
    if (!element) return
    // Open in a new tab, context menus …: the browser's own behaviour needs no code.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (isCheckable(element)) {
      this.onEarlyCheck(element)
      return
    }
    // A label's click becomes a click on its checkbox or radio, which is handled there.
    if (isCheckable(element.closest('label')?.control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    this.startIslandOf(element)
    this.replayWhenHydrated(element, clickReplay(element))
  }

  /** Takes over the presses the entry loader held (EARLY_CLICKS): each replayed once hydrated. */
  private takeHeldPresses(): void {
    const take = (this.window as unknown as Record<string, (() => Element[]) | undefined>)[
      EARLY_CLICKS_GLOBAL
    ]
    if (typeof take !== 'function') return
    for (const element of take()) {
      if (!(element instanceof Element) || !element.isConnected) continue
      this.startIslandOf(element)
      this.replayWhenHydrated(element, clickReplay(element))
    }
  }

  /**
   * A checkbox or radio pressed before it hydrated keeps its new state on screen (holding the click
   * would undo it); once hydrated, React is told (checkReplay).
   */
  private onEarlyCheck(field: HTMLInputElement): void {
    this.startIslandOf(field)
    this.earlyChecks.add(field)
    this.replayWhenHydrated(field, this.checkReplay(field, field.checked))
  }

  /** Sets the field back through its own (tracked) setter and clicks it: onChange ends as chosen. */
  private checkReplay(field: HTMLInputElement, wanted: boolean): () => void {
    return () => {
      this.earlyChecks.delete(field)
      if (field.type === 'radio' && !wanted) return
      field.checked = !wanted
      field.click()
    }
  }

  /**
   * A key pressed on a control that has not hydrated yet (arrow keys in a gallery, Escape …) is held
   * and replayed on it. Enter and Space are left alone (the browser turns them into a click,
   * replayed as such), and so are Tab, shortcuts and keys typed into fields.
   */
  private readonly onEarlyKeydown = (event: KeyboardEvent): void => {
    this.runReadyReplays()
    const element = this.waitingElement(event.target)
    if (!element || isEditable(element)) return
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') return
    if (event.metaKey || event.ctrlKey || event.altKey) return
    event.preventDefault()
    event.stopImmediatePropagation()
    this.startIslandOf(element, false)
    const init: KeyboardEventInit = {
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      bubbles: true,
      cancelable: true,
    }
    this.replayWhenHydrated(element, () => element.dispatchEvent(new KeyboardEvent('keydown', init)))
  }

  private readonly onEarlySubmit = (event: Event): void => {
    this.runReadyReplays()
    const form = this.waitingElement(event.target)
    if (!(form instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    this.startIslandOf(form)
    // The button that submitted (its name and value are part of the form's data: + / − in the cart).
    const { submitter } = event as SubmitEvent
    this.replayWhenHydrated(form, () =>
      form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null),
    )
  }

  /** Keeps what `field` shows now, and its caret, as the text typed before it hydrated. */
  private keepTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
    this.earlyInputs.set(field, field.value)
    const selection = selectionOf(field)
    if (selection) this.earlySelections.set(field, selection)
    else this.earlySelections.delete(field)
  }

  /** Text typed before the field hydrated stays in it, but React never saw it: see textReplay. */
  private readonly onEarlyInput = (event: Event): void => {
    // A field can hydrate before its replay runs: text typed in between must not be set back.
    const { target } = event
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      this.earlyInputs.has(target)
    ) {
      this.keepTyped(target)
      return
    }
    const field = this.waitingElement(target)
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    const queued = this.earlyInputs.has(field)
    // Kept now: hydrating a controlled field may set it back to the state's value.
    this.keepTyped(field)
    if (queued) return
    this.replayWhenHydrated(field, this.textReplay(field))
  }

  /**
   * Once hydrated, the field is told again: focus is given anew if it has it (components learn of
   * it), React's value tracker is reset to the server's value (or another, when the text is the
   * server's) through the field's own setter, the text typed set past it through the prototype's,
   * then an `input` event, so the component's state catches up.
   */
  private textReplay(field: HTMLInputElement | HTMLTextAreaElement): () => void {
    return () => {
      const typed = this.earlyInputs.get(field) ?? field.value
      const typedAt = this.earlySelections.get(field)
      this.earlyInputs.delete(field)
      this.earlySelections.delete(field)
      // Setting the value moves the caret to the end: a visitor who has just selected the text to
      // type over it would type after it instead ("so" selected, "sofa" typed: "sosofa"). The
      // field's own caret counts while it still shows the text typed; once hydrating has set it back
      // (caret at 0), the caret as it was when the text was typed ("s" typed, "ofa" next: not "ofas").
      const focused = this.window.document.activeElement === field
      const selection = focused ? (field.value === typed ? selectionOf(field) : typedAt) : undefined
      if (focused) {
        field.blur()
        field.focus({ preventScroll: true })
      }
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
      // React reports a change only against the value it last saw. Text typed back to what the
      // server rendered (the search term cleared and typed again) is still the visitor's edit.
      const seen = typed !== field.defaultValue ? field.defaultValue : typed === '' ? ' ' : ''
      field.value = seen
      setValue?.call(field, typed)
      if (selection) field.setSelectionRange(...selection)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }

  /**
   * Values the page shows that differ from what the server rendered, with no event React saw: a
   * password manager's autofill at load, text typed or a box ticked before the page's code ran.
   * React keeps such values when it hydrates, but the components' state still holds the server's,
   * and their next render puts that back. So, when their part of the page hydrates (before any
   * re-render), each value is kept and handed to the component like typed text. `scope` is the
   * document (islands still waiting are left to themselves) or an island's wrapper.
   */
  private adoptShownValues(scope: ParentNode): void {
    const entries: Array<{ element: Element; run: () => void }> = []
    const { document } = this.window
    for (const field of scope.querySelectorAll('input, textarea, select')) {
      const island = field.closest('[data-island]')
      if (scope === document && island && this.pending.has(island)) continue
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
        if (field.checked === field.defaultChecked || this.earlyChecks.has(field)) continue
        this.earlyChecks.add(field)
        entries.push({ element: field, run: this.checkReplay(field, field.checked) })
      } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (field instanceof HTMLInputElement && NOT_ADOPTED.has(field.type)) continue
        if (field.value === field.defaultValue || this.earlyInputs.has(field)) continue
        this.keepTyped(field)
        entries.push({ element: field, run: this.textReplay(field) })
      }
    }
    this.replayFirst(entries)
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

function clickReplay(element: Element): () => void {
  return () =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
}

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
