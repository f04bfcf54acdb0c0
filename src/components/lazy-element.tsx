import { type ComponentType, lazy } from 'react'

/**
 * `React.lazy` for CMS elements that load as their own chunk, minus its server-side catch: the
 * first server render after a start would suspend on the pending import and stream the element
 * into a hidden placeholder that only JavaScript reveals (shoppers without JavaScript and crawlers
 * would see nothing). On the server the import starts when this module loads and, once resolved,
 * the component renders directly; the browser keeps the lazy path (the chunk loads only on pages
 * that use the element, and hydration waits for it).
 */
export function lazyElement<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  if (!import.meta.env.SSR) return Lazy
  let loaded: ComponentType<P> | undefined
  void load().then((component) => {
    loaded = component
  })
  function ServerElement(props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return ServerElement
}
