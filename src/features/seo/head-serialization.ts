// A page head the browser reads back from the document's <head> instead of the page's dehydrated
// data (the router's adapter that leaves it out is src/app/router-serialization.ts).
import type { HeadLink, HeadMeta, SeoHead } from './head.ts'
import { ldJsonMeta } from './head.ts'

/** Heads that loaders returned for the server's render: the page's own <head> carries them. */
const inDocument = new WeakSet<object>()

/**
 * Marks a loader's head as one the browser reads back from the document's <head> instead of the
 * page's dehydrated data: the server rendered every entry of it there (title, meta, JSON-LD,
 * canonical), so dehydrating it too would put it in the page twice.
 */
export function carriedByDocument(head: SeoHead): SeoHead {
  inDocument.add(head)
  return head
}

/** True for a head marked by `carriedByDocument` (the router's adapter dehydrates it as a marker). */
export function isCarriedByDocument(value: unknown): value is SeoHead {
  return typeof value === 'object' && value !== null && inDocument.has(value)
}

/** Root route entries of the <head> (./head.ts gives pages name/property meta of their own only). */
const ROOT_META = new Set(['viewport', 'csp-nonce'])

/**
 * The head as `seoHead` built it, from what the server rendered: the title, every name/property
 * meta in document order, the JSON-LD scripts in order (the router writes them after the meta),
 * and the canonical link. The router renders the same entries again from it, so hydration finds
 * every node as it was.
 *
 * Markup that something else added to the head before hydration (an extension's meta tag) is not
 * the page's: adopted as a route entry, React would remove it on the first client navigation. The
 * server writes the CSP nonce on every meta and link entry and an extension cannot know it, so when
 * the document has nonces only the entries that carry one are read.
 */
export function headFromDocument(head: HTMLHeadElement): SeoHead {
  const ours = head.querySelector('meta[nonce]') !== null ? '[nonce]' : ''
  const meta: HeadMeta[] = []
  const title = head.querySelector('title')
  if (title) meta.push({ title: title.textContent ?? '' })
  for (const element of head.querySelectorAll(`meta[name]${ours}, meta[property]${ours}`)) {
    const name = element.getAttribute('name')
    const property = element.getAttribute('property')
    const content = element.getAttribute('content') ?? ''
    if (ROOT_META.has(name ?? property ?? '')) continue
    meta.push(name !== null ? { name, content } : { property: property ?? '', content })
  }
  for (const script of head.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      meta.push(ldJsonMeta(JSON.parse(script.textContent ?? '')))
    } catch {
      // Not JSON the router wrote: leave it out (the router will not render it again either).
    }
  }
  const links: HeadLink[] = []
  for (const link of head.querySelectorAll(`link[rel="canonical"]${ours}`)) {
    links.push({ rel: 'canonical', href: link.getAttribute('href') ?? '' })
  }
  return { meta, links }
}
