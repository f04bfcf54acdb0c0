// The allow-list sanitiser against known XSS vectors and random markup from dangerous pieces: once
// parsed by a DOM, its output holds no script-capable element, no event handler or style attribute
// and no URL with a scheme other than http(s), mailto or tel. The same vectors are checked against
// DOMPurify and for execution in real Chromium by tests/e2e/content-seo.spec.ts (DOMPurify does not
// run correctly on happy-dom, so it cannot be the oracle here).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { XSS_VECTORS } from '../../../tests/fixtures/xss-vectors.ts'
import { sanitizeHtml } from './sanitize.ts'

function dangerous(html: string): string[] {
  const host = document.createElement('div')
  host.innerHTML = html
  const problems: string[] = []
  for (const element of host.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'svg',
        'math',
        'form',
        'base',
        'meta',
        'link',
      ].includes(tag)
    )
      problems.push(`<${tag}>`)
    for (const attribute of element.getAttributeNames()) {
      if (attribute.startsWith('on') || attribute === 'style') problems.push(`${tag}[${attribute}]`)
      const value = element.getAttribute(attribute) ?? ''
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters in schemes
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase()
      if (
        ['href', 'src', 'cite'].includes(attribute) &&
        scheme &&
        !['http', 'https', 'mailto', 'tel'].includes(scheme)
      )
        problems.push(`${tag}[${attribute}=${value}]`)
    }
  }
  return problems
}

describe('sanitizeHtml against XSS vectors', () => {
  it.each(XSS_VECTORS)('leaves nothing dangerous: %s', (vector) => {
    expect(dangerous(sanitizeHtml(vector))).toEqual([])
  })

  it('holds for random markup built from dangerous pieces', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '</',
      '"',
      "'",
      '=',
      ' ',
      '/',
      '&',
      '&#x6A;',
      '&colon;',
      '\t',
      '\n',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      'script',
      'img',
      'a',
      'p',
      'svg',
      'iframe',
      'style',
      'noscript',
      'template',
      'textarea',
      'title',
      'xmp',
      'onerror',
      'onload',
      'href',
      'src',
      'style',
      'javascript:',
      'JaVa',
      'Script:',
      'data:',
      'alert(1)',
      'x',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const out = sanitizeHtml(pieces.join(''))
        expect(dangerous(out)).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('is idempotent: sanitising twice changes nothing', () => {
    for (const vector of XSS_VECTORS) {
      const once = sanitizeHtml(vector)
      expect(sanitizeHtml(once)).toBe(once)
    }
  })
})
