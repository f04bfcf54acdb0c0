// writeHeadToDocument (./head-serialization.ts): a page shown in place writes its head into the
// document's <head>; the root's entries and what others added stay.
import { describe, expect, it } from 'vitest'
import { ldJsonMeta, type SeoHead } from './head.ts'
import { headFromDocument, writeHeadToDocument } from './head-serialization.ts'

const written: SeoHead = {
  meta: [
    { title: 'New | Gartenwerk' },
    { name: 'description', content: 'new' },
    { property: 'og:title', content: 'New' },
    ldJsonMeta({ '@context': 'https://schema.org', '@type': 'Product', name: 'New' }),
  ],
  links: [{ rel: 'canonical', href: 'https://shop.example/new' }],
}

describe('writeHeadToDocument', () => {
  it('replaces the page’s title, meta, JSON-LD and canonical, and keeps the rest', () => {
    document.head.innerHTML = [
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width" nonce="n1">',
      '<title>Old | Gartenwerk</title>',
      '<meta name="description" content="old" nonce="n1"><meta property="og:title" content="Old" nonce="n1">',
      '<meta name="extension" content="theirs">',
      '<script type="application/ld+json">{"@type":"Product","name":"Old"}</script>',
      '<link rel="canonical" href="https://shop.example/old" nonce="n1"><link rel="icon" href="/favicon.svg">',
    ].join('')
    writeHeadToDocument(document.head, written)
    expect(document.title).toBe('New | Gartenwerk')
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull()
    expect(document.querySelector('meta[name="extension"]')).not.toBeNull()
    expect(document.querySelector('link[rel="icon"]')).not.toBeNull()
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    // Read back as the router's pages read a server's head: the same head.
    expect(headFromDocument(document.head)).toEqual(written)
  })
})
