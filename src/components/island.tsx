import {
  type ComponentType,
  createContext,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
  memo,
  type NamedExoticComponent,
  type RefObject,
  Suspense,
  use,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { afterNextPaint } from './after-paint.ts'
import { serverElement } from './lazy-element.tsx'
import type { IslandKind, PageHydration } from './page-hydration.ts'

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
 * What the visitor does inside an island before it has hydrated is held and replayed by the page's
 * PageHydration (./page-hydration.ts), which the browser entry creates and the document provides
 * through HydrationContext. Without one (the server, component tests) an island renders at once.
 *
 * Props must stay referentially stable until the island hydrates (the component is memoised):
 * new props before then make React throw the server HTML away and render the island afresh.
 */

/** The page's hydration (the browser's, while it hydrates from server HTML), or null. */
export const HydrationContext = createContext<PageHydration | null>(null)

const subscribeNever = (): (() => void) => () => {}
/** True while React hydrates the component (it reads the server snapshot then), false otherwise. */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )

export type IslandComponent<P extends object> = FunctionComponent<P> | NamedExoticComponent<P>

/**
 * Renders nothing; its layout effect runs when the island's boundary has hydrated (or rendered), in
 * the same commit, so values shown before are read before any re-render can reset them.
 */
function HydrationSignal({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  const hydration = use(HydrationContext)
  useLayoutEffect(() => {
    const element = wrapper.current
    if (!element) return
    if (hydration) hydration.islandHydrated(element)
    else element.dataset.hydrated = ''
  }, [wrapper, hydration])
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

  const kind: IslandKind = { name, live }
  // Without a page hydration (rendered in the browser from the start): the code loads at once.
  const Eager = lazy(() => load().then((component) => ({ default: component })))
  // The code is handed to React only after the browser has painted a frame since it arrived. A press
  // inside the waiting island (pointerdown, mousedown) makes React hydrate the island synchronously
  // as soon as its code is there: with the code already loaded by the hover that comes before, the
  // whole content hydrated inside the press's own task, before the press's frame could paint. Now the
  // press's frame paints first; the click itself is held and replayed once the island has hydrated.
  // Its import starts after a frame too: the import's module preloads (a link for each of the
  // island's chunks) ran in the task of the intent that opened the gate, often the press itself.
  const loadAfterPaint = (): Promise<ComponentType<P>> =>
    new Promise<void>((resolve) => afterNextPaint(window, resolve)).then(load)
  const contentFor = (hydration: PageHydration): LazyExoticComponent<ComponentType<P>> =>
    hydration.memo(kind, () =>
      lazy(() =>
        hydration.load(kind, loadAfterPaint).then(
          (component) =>
            new Promise<{ default: ComponentType<P> }>((resolve) => {
              afterNextPaint(window, () => resolve({ default: component }))
            }),
        ),
      ),
    )

  function ClientIsland(props: P) {
    const hydration = use(HydrationContext)
    const wrapper = useRef<HTMLDivElement>(null)
    // Decided once: hydrating the server's HTML → wait for intent; rendered in the browser (client
    // navigation, tests) → load now. New props (this component is memoised, so a render after the
    // first has them) load it now too: React then renders the island afresh and needs its code.
    const hydrating = useHydrating()
    const [deferred] = useState(hydrating)
    const firstProps = useRef(props)
    if (hydration && (!deferred || firstProps.current !== props)) hydration.start(kind)
    const Content = hydration ? contentFor(hydration) : Eager
    useLayoutEffect(() => {
      const element = wrapper.current
      if (!hydration || !element || element.dataset.hydrated !== undefined) return
      return hydration.waitFor(element, kind)
    }, [hydration])
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
      [props, Content],
    )
  }
  ClientIsland.displayName = `Island(${name})`
  return memo(ClientIsland)
}
