import { use } from 'react'

/**
 * Loader data that only an island's content reads (src/components/island.tsx): the page content of
 * home, category, landing and product pages. The server renders the island from the value, but the
 * page does not carry it a second time as dehydrated loader data (the largest part of the HTML):
 * dehydrated, it is an empty box, and the island asks the Store API for its data itself, the way a
 * client-side navigation does, when its code loads on intent, with the context the page was
 * rendered with (`AppServices.pageApi`: nobody's for a page kept for everyone, so a customer's own
 * unapproved review cannot make the island differ from its HTML). React keeps the island's server HTML
 * until both have arrived, so the page shows and its links work meanwhile. A loader that runs in the
 * browser (client-side navigation) fills the box at once.
 *
 * What can fail: the Store API request when the island loads (the rejection reaches the route's
 * error boundary, like a failed navigation), or data that changed since the server rendered (React
 * then renders the island afresh from the new data).
 */
export class IslandData<T> {
  #present: boolean
  #value: T | undefined
  #loading: Promise<T> | null = null

  private constructor(present: boolean, value: T | undefined) {
    this.#present = present
    this.#value = value
  }

  /** Data the loader has: the island renders from it. */
  static of<T>(value: T): IslandData<T> {
    return new IslandData(true, value)
  }

  /** The browser's copy of server data that was left out of the page. */
  static missing<T>(): IslandData<T> {
    return new IslandData<T>(false, undefined)
  }

  /** The value, or (once per box) the promise of `load`, which React's `use` waits for. */
  read(load: () => Promise<T>): { value: T } | { loading: Promise<T> } {
    if (this.#present) return { value: this.#value as T }
    this.#loading ??= load().then((value) => {
      this.#present = true
      this.#value = value
      return value
    })
    return { loading: this.#loading }
  }

  /** The value if the box has it by now (the server's, or loaded since), without loading it. */
  peek(): T | undefined {
    return this.#present ? this.#value : undefined
  }
}

/**
 * Inside the island: the data, loading it with `load` when the page did not carry it. Suspends until
 * then, which keeps a hydrating island's server HTML in place.
 */
export function useIslandData<T>(data: IslandData<T>, load: () => Promise<T>): T {
  const read = data.read(load)
  return 'value' in read ? read.value : use(read.loading)
}
