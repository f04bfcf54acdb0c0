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

/**
 * Writes a page's head into the document's <head> (a document page that shows another page in
 * place, src/app/document-query.tsx): the title, the page's name/property meta, JSON-LD and
 * canonical link replace the shown page's; the root's entries and what others added stay.
 * React does not own the document page's <head> children, so nothing re-renders them.
 */
export function writeHeadToDocument(head: HTMLHeadElement, seo: SeoHead): void {
  // Browsers hide a nonce attribute's value once parsed; the property still holds it.
  const nonced = head.querySelector<HTMLMetaElement>('meta[nonce]')
  const nonce = nonced ? nonced.nonce || nonced.getAttribute('nonce') || '' : null
  const ours = nonce !== null ? '[nonce]' : ''
  for (const element of head.querySelectorAll(`meta[name]${ours}, meta[property]${ours}`)) {
    if (!ROOT_META.has(element.getAttribute('name') ?? element.getAttribute('property') ?? ''))
      element.remove()
  }
  for (const element of head.querySelectorAll(
    `script[type="application/ld+json"], link[rel="canonical"]${ours}`,
  )) {
    element.remove()
  }
  const document = head.ownerDocument
  const added: Element[] = []
  for (const entry of seo.meta) {
    const record = entry as Record<string, unknown>
    if (typeof record.title === 'string') {
      document.title = record.title
    } else if ('script:ld+json' in record) {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.textContent = JSON.stringify(record['script:ld+json'])
      added.push(script)
    } else if (typeof record.content === 'string') {
      const meta = document.createElement('meta')
      if (typeof record.name === 'string') meta.name = record.name
      else if (typeof record.property === 'string') meta.setAttribute('property', record.property)
      else continue
      meta.content = record.content
      added.push(meta)
    }
  }
  for (const { rel, href } of seo.links) {
    const link = document.createElement('link')
    link.rel = rel
    link.href = href
    added.push(link)
  }
  for (const element of added) {
    if (nonce !== null && element.tagName !== 'SCRIPT') element.setAttribute('nonce', nonce)
    head.append(element)
  }
}
