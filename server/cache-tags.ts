// What a page kept for everyone shows, as cache tags: the products, categories and CMS layouts in
// the Store API answers its render read, and `nav` when it read the menus. The page cache keeps a
// page's tags with it and the page goes out with them in an `xkey` header (Varnish's xkey module
// indexes objects by it); a change announced by a webhook (./webhooks.ts) purges every page carrying
// one of the changed entities' tags, here and in Varnish, so the next request renders it afresh.

import type { StoreApiAnswer, StoreApiCall } from '../src/api/index.ts'

/** The response header Varnish's xkey module reads a stored object's tags from. */
export const XKEY_HEADER = 'xkey'
/** Every page shows the menus: a category's name or visibility changes them all. */
export const NAVIGATION_TAG = 'nav'

const ID = /^[0-9a-f]{32}$/

/** Tags per Store API entity (`apiAlias`) a page can show; the webhook names the same entities. */
const TAG_PREFIX: Readonly<Record<string, string>> = {
  product: 'p-',
  category: 'c-',
  cms_page: 'cms-',
}

export function productTag(id: string): string {
  return `${TAG_PREFIX.product}${id}`
}

export function categoryTag(id: string): string {
  return `${TAG_PREFIX.category}${id}`
}

export function cmsPageTag(id: string): string {
  return `${TAG_PREFIX.cms_page}${id}`
}

/** The tag of an entity a webhook names, or undefined for an entity no page is tagged with. */
export function tagOfEntity(entity: string, id: string): string | undefined {
  const prefix = TAG_PREFIX[entity]
  return prefix && ID.test(id) ? `${prefix}${id}` : undefined
}

const NAVIGATION_ROUTE = /\/navigation\//

/** Adds the tags of one Store API answer: its route (`…/navigation/…` is `nav`) and its entities. */
export function collectTags(url: string, data: unknown, into: Set<string>): void {
  if (NAVIGATION_ROUTE.test(url)) {
    // The menus carry every category: one tag for them, not one per category of the tree.
    into.add(NAVIGATION_TAG)
    return
  }
  const stack: unknown[] = [data]
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (typeof value !== 'object' || value === null) continue
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item)
      continue
    }
    const entity = value as Record<string, unknown>
    const alias = entity.apiAlias
    if (typeof alias === 'string' && typeof entity.id === 'string') {
      const tag = tagOfEntity(alias, entity.id)
      if (tag) into.add(tag)
      // A variant's page changes with its parent (name, description, shared prices).
      if (alias === 'product' && typeof entity.parentId === 'string' && ID.test(entity.parentId)) {
        into.add(productTag(entity.parentId))
      }
    }
    for (const field of Object.values(entity)) {
      if (typeof field === 'object' && field !== null) stack.push(field)
    }
  }
}

/** The tags of one render: collected from the answers its fetch and its cache lookups returned. */
export class RenderTags {
  readonly tags = new Set<string>()
  #reading: Promise<void>[] = []

  /** `fetch` whose JSON answers add their tags (read from a clone; the caller's body is untouched). */
  watchFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
    return async (input, init) => {
      const response = await fetch(input, init)
      const type = response.headers.get('content-type') ?? ''
      if (response.ok && type.includes('json')) {
        const url = input instanceof Request ? input.url : String(input)
        this.#reading.push(
          response
            .clone()
            .json()
            .then(
              (data: unknown) => collectTags(url, data, this.tags),
              () => {},
            ),
        )
      }
      return response
    }
  }

  /** An in-process cache's `answer`, whose hits add their tags. */
  watchAnswer(
    answer: (call: StoreApiCall) => StoreApiAnswer | undefined,
  ): (call: StoreApiCall) => StoreApiAnswer | undefined {
    return (call) => {
      const found = answer(call)
      if (found) collectTags(call.url, found.data, this.tags)
      return found
    }
  }

  /** Every tag, once the answers still being read are. */
  async settled(): Promise<string[]> {
    await Promise.all(this.#reading)
    return [...this.tags].sort()
  }
}
