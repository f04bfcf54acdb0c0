/**
 * Allow-list HTML sanitiser for CMS text slots. It runs identically on the server (no DOM there;
 * DOMPurify would need jsdom) and in the browser, so the sanitised markup hydrates without mismatch.
 *
 * Rules: only the tags below survive, with only their listed attributes; URLs must be http(s),
 * mailto, tel, or relative; script-like elements are dropped together with their content; comments,
 * doctype and processing instructions are dropped; text is re-escaped; open tags are closed at the
 * end so a broken snippet cannot swallow the rest of the page.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
])

export interface SanitizeOptions {
  /**
   * Turn h1 into h2 (default). Pages render their own h1 (category, product name) and CMS headings
   * start below it; a CMS page that brings its own h1 is rendered with `demoteH1: false` instead.
   */
  demoteH1?: boolean
}

const VOID_TAGS = new Set(['br', 'hr', 'img'])

/** Elements whose whole content is removed, not only the tags. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'head',
  'frameset',
  'applet',
  'form',
])

const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'lang', 'dir'])

const TAG_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'reversed']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite'])

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

function escapeText(value: string): string {
  return value
    .replace(/&(?!(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** True for URLs a shopper can safely follow: http(s), mailto, tel, or without a scheme. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const url = Array.from(decodeEntities(raw))
    .filter((char) => {
      const code = char.charCodeAt(0)
      return code > 0x20 && (code < 0x7f || code > 0x9f)
    })
    .join('')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  if (!scheme) return true
  return ['http', 'https', 'mailto', 'tel'].includes((scheme[1] ?? '').toLowerCase())
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag]
  let out = ''
  let hasBlankTarget = false
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase()
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
    // Markup inside an attribute value is a mutation-XSS vector once the HTML is parsed again in
    // another context; DOMPurify drops such attributes too (SAFE_FOR_XML).
    if (/[<>]/.test(value)) continue
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue
    if (name === 'target') {
      if (value !== '_blank') continue
      hasBlankTarget = true
    }
    out += ` ${name}="${escapeAttribute(value)}"`
  }
  // A new tab must not get a handle on this page (reverse tabnabbing).
  if (hasBlankTarget) out += ' rel="noopener noreferrer"'
  return out
}

/** Returns HTML that contains only allow-listed tags, attributes and URLs. */
export function sanitizeHtml(input: string, { demoteH1 = true }: SanitizeOptions = {}): string {
  const html = String(input)
  const open: string[] = []
  let out = ''
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      out += escapeText(html.slice(i))
      break
    }
    out += escapeText(html.slice(i, lt))
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end === -1 ? html.length : end + 3
      continue
    }
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(html.slice(lt))
    if (!tagMatch) {
      if (html[lt + 1] === '!' || html[lt + 1] === '?') {
        // Doctype, CDATA or processing instruction: dropped.
        const end = html.indexOf('>', lt)
        i = end === -1 ? html.length : end + 1
      } else {
        out += '&lt;'
        i = lt + 1
      }
      continue
    }
    const [whole, closing, rawName, attributes = ''] = tagMatch
    const name = (rawName ?? '').toLowerCase()
    const tag = demoteH1 && name === 'h1' ? 'h2' : name
    i = lt + whole.length
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = html.toLowerCase().indexOf(`</${name}`, i)
        const close = end === -1 ? -1 : html.indexOf('>', end)
        i = close === -1 ? html.length : close + 1
      }
      continue
    }
    if (!ALLOWED_TAGS.has(tag)) continue
    if (closing) {
      const at = open.lastIndexOf(tag)
      if (at === -1) continue
      // Close anything left open inside this element so the output stays well-formed.
      while (open.length > at) out += `</${open.pop()}>`
      continue
    }
    out += `<${tag}${sanitizeAttributes(tag, attributes)}>`
    if (!VOID_TAGS.has(tag)) open.push(tag)
  }
  while (open.length > 0) out += `</${open.pop()}>`
  return out
}
