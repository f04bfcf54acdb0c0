import { describe, expect, it } from 'vitest'
import { isSafeUrl, sanitizeHtml } from './sanitize.ts'

describe('sanitizeHtml', () => {
  it('keeps allowed formatting', () => {
    expect(sanitizeHtml('<h2>Teak</h2><p class="lead">Solid <strong>teak</strong><br/>oiled</p>')).toBe(
      '<h2>Teak</h2><p class="lead">Solid <strong>teak</strong><br>oiled</p>',
    )
  })

  it('demotes h1 to h2 below the page title', () => {
    expect(sanitizeHtml('<h1 class="x">Title</h1>')).toBe('<h2 class="x">Title</h2>')
    expect(sanitizeHtml('<h1>Title</h1>', { demoteH1: false })).toBe('<h1>Title</h1>')
  })

  it('removes script elements with their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>window.__pwned = 1</script><SCRIPT src="x.js"></SCRIPT><p>b</p>',
    )
    expect(out).toBe('<p>a</p><p>b</p>')
  })

  it('removes event handlers, styles and dangerous URLs', () => {
    const out = sanitizeHtml(
      '<img src="/m.jpg" onerror="alert(1)" style="x"><a href="javascript:alert(1)">x</a>' +
        '<a href="jav&#x09;ascript:alert(1)">y</a><a href="JaVaScRiPt&colon;alert(1)">z</a>' +
        '<a href="data:text/html,<script>">d</a>',
    )
    expect(out).toBe('<img src="/m.jpg"><a>x</a><a>y</a><a>z</a><a>d</a>')
  })

  it('adds rel to new-tab links and keeps safe URLs', () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2" target="_blank">e</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">e</a>',
    )
  })

  it('drops comments, unknown tags (keeping text) and embedded documents', () => {
    expect(
      sanitizeHtml(
        '<!-- x --><custom-el>text</custom-el><iframe src="//evil"></iframe><svg><script>1</script></svg>',
      ),
    ).toBe('text')
  })

  it('escapes stray angle brackets and closes open tags', () => {
    expect(sanitizeHtml('<p>1 < 2 > 0 <em>open')).toBe('<p>1 &lt; 2 &gt; 0 <em>open</em></p>')
    expect(sanitizeHtml('<p><strong>a</p>b')).toBe('<p><strong>a</strong></p>b')
  })

  it('cannot be tricked by nested or split tags', () => {
    const out = sanitizeHtml('<scr<script>ipt>alert(1)</script><img src=x onerror=alert(1)//>')
    expect(out).not.toMatch(/<script|onerror/i)
  })

  it('never executes script from CMS HTML when rendered', () => {
    const globals = globalThis as { __pwned?: number }
    const host = document.createElement('div')
    host.innerHTML = sanitizeHtml(
      '<img src="x" onerror="globalThis.__pwned=1"><script>globalThis.__pwned=2</script>',
    )
    document.body.append(host)
    expect(host.querySelector('script')).toBeNull()
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull()
    expect(globals.__pwned).toBeUndefined()
    host.remove()
  })
})

describe('attribute values with markup', () => {
  it('are dropped, as DOMPurify does (mutation XSS)', () => {
    expect(sanitizeHtml('<p title="&quot;><script>alert(1)</script>" class="x">t</p>')).toBe(
      '<p class="x">t</p>',
    )
    expect(sanitizeHtml('<a title="a > b" href="/x">t</a>')).toBe('<a href="/x">t</a>')
  })
})

describe('isSafeUrl', () => {
  it.each([
    ['/garden/', true],
    ['https://shop.example', true],
    ['mailto:info@example.com', true],
    ['tel:+49301234', true],
    [' javascript:alert(1)', false],
    ['vbscript:x', false],
    ['data:image/png;base64,AAA', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe)
  })
})
