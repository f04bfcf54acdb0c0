import { type ComponentType, lazy } from 'react'

/** Server: imports started by lazyElement that have not finished yet. */
const serverLoads = new Set<Promise<void>>()

/**
 * Server: resolves once every lazily loaded element known so far has loaded. The server entry
 * awaits it after the router has loaded the page's route chunks (which declare the elements) and
 * before rendering, so even the first render after a start never suspends on them.
 */
export async function lazyElementsReady(): Promise<void> {
  while (serverLoads.size > 0) await Promise.allSettled([...serverLoads])
}

/**
 * `React.lazy` for server-rendered parts that load as their own chunk (CMS elements, the review
 * form, the checkout chrome), minus its server-side catch: the first server render after a start
 * would suspend on the pending import and stream the element into a hidden placeholder that only
 * JavaScript reveals (shoppers without JavaScript and crawlers would see nothing, and hydration
 * would not match). On the server the import starts when the declaring module loads, the server
 * entry awaits it (lazyElementsReady) and the component then renders directly; the browser keeps
 * the lazy path (the chunk loads only on pages that use the element; hydration waits for it).
 *
 * No Suspense boundary of its own where it is server-rendered: it suspends up to the enclosing
 * island's or route's boundary. A boundary of its own would hydrate on its own, later than the
 * content around it, and any re-render of that content in between (state set by an effect, the
 * session going live) would make React drop the element's server HTML and render it afresh,
 * losing what the visitor had typed. Client-side navigations render in a transition, so the
 * page on screen stays until the element's chunk is there.
 */
export function lazyElement<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  if (!import.meta.env.SSR) return Lazy
  return serverElement(load, Lazy)
}

/**
 * Server: starts `load` now (awaited by lazyElementsReady) and returns a component that renders the
 * loaded component directly, or `fallback` (a React.lazy, which reports the failure where it is
 * used) when the import failed.
 */
export function serverElement<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const loading = load().then(
    (component) => {
      loaded = component
    },
    (error: unknown) => console.error('A lazily loaded element failed to load on the server', error),
  )
  serverLoads.add(loading)
  void loading.then(() => serverLoads.delete(loading))
  function ServerElement(props: P) {
    const Component = loaded ?? fallback
    return <Component {...props} />
  }
  return ServerElement
}
