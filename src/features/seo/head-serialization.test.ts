import { describe, expect, it } from 'vitest'
import { type SeoHead, seoHead } from './head.ts'
import { headFromDocument } from './head-serialization.ts'

const context = {
  locale: 'de-DE' as const,
  origins: {
    'de-DE': 'https://shop.example',
    'en-GB': 'https://en.shop.example',
    'fr-FR': 'https://shop.example/fr-FR',
  },
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

/**
 * The <head> as the router writes it on the server (@tanstack/react-router headContentUtils): the
 * root's entries around the page's, meta with the nonce, the title, links, then the JSON-LD scripts
 * with `<`, `>` and `&` escaped for the script element.
 */
function renderHead(head: SeoHead): string {
  const nonce = ' nonce="abc=="'
  const parts = [
    `<meta charSet="utf-8"${nonce}/>`,
    `<meta name="viewport" content="width=device-width"${nonce}/>`,
  ]
  parts.push('<meta property="csp-nonce" content="abc=="/>')
  const scripts: string[] = []
  for (const entry of head.meta) {
    const record = entry as Record<string, unknown>
    if (typeof record.title === 'string')
      parts.push(`<title>${record.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
    else if ('script:ld+json' in record) {
      const json = JSON.stringify(record['script:ld+json']).replace(
        /[&<>]/g,
        (c) => `\\u00${c.charCodeAt(0).toString(16)}`,
      )
      scripts.push(`<script type="application/ld+json">${json}</script>`)
    } else {
      const key = record.name !== undefined ? 'name' : 'property'
      parts.push(
        `<meta ${key}="${attribute(String(record[key]))}" content="${attribute(String(record.content))}"${nonce}/>`,
      )
    }
  }
  parts.push(
    `<link rel="icon" href="data:,"${nonce}/>`,
    `<link rel="alternate" hrefLang="en-GB" href="https://en.shop.example/"${nonce}/>`,
  )
  for (const link of head.links)
    parts.push(`<link rel="${link.rel}" href="${attribute(link.href)}"${nonce}/>`)
  return parts.join('') + scripts.join('')
}

function readBack(head: SeoHead): SeoHead {
  document.head.innerHTML = renderHead(head)
  return headFromDocument(document.head)
}

describe('headFromDocument', () => {
  it('gives back the head seoHead built: title, meta in order, JSON-LD and canonical', () => {
    const head = seoHead(context, {
      title: 'Tisch "Sylt" & Bank <Teak> | Gartenwerk',
      description: 'Massiv & wetterfest: "Sylt" </script> bleibt draußen.',
      path: '/Gartentische/Sylt',
      type: 'product',
      image: {
        id: 'm',
        url: '/media/sylt.webp',
        alt: 'Tisch & Bank',
        title: null,
        width: 1200,
        height: 900,
        thumbnails: [],
      },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Sylt <Teak> & Bank',
          offers: { price: '979.00' },
        },
        { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
      ],
    })

    expect(readBack(head)).toEqual(head)
  })

  it('leaves out meta and links an extension added: they carry no nonce', () => {
    const head = seoHead(context, { title: 'Bänke | Gartenwerk', path: '/Gartenbaenke' })
    document.head.innerHTML = `<meta name="darkreader" content="x">${renderHead(head)}<meta property="og:ext" content="y"><link rel="canonical" href="https://elsewhere.example/">`

    expect(headFromDocument(document.head)).toEqual(head)
  })

  it('gives a page without a canonical (noindex) no links', () => {
    const head = seoHead(context, { title: 'Suche | Gartenwerk', path: '/search', noindex: true })

    expect(head.links).toEqual([])
    expect(readBack(head)).toEqual(head)
  })
})
