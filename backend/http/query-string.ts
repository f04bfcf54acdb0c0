import { PROTOTYPE_KEYS } from '../lib/plain-data.ts'

/**
 * PHP-style query-string decoding (`filter[0][type]=equals`), as Symfony hands GET parameters to
 * Shopware's RequestCriteriaBuilder. Objects whose keys are exactly 0..n-1 become arrays.
 * Keys naming Object.prototype members are dropped (lib/plain-data.ts: `limit[toString]=` must not
 * make the value unprintable, `__proto__` must not pollute) and nesting is bounded, so hostile query
 * strings cannot recurse deeply either.
 */
const MAX_DEPTH = 12

type Node = { [key: string]: Node | string }

function splitKey(raw: string): string[] | null {
  const open = raw.indexOf('[')
  if (open <= 0) return [raw]
  const parts = [raw.slice(0, open)]
  const rest = raw.slice(open)
  const re = /\[([^\]]*)\]/g
  let consumed = 0
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    if (m.index !== consumed) break
    parts.push(m[1] ?? '')
    consumed = m.index + m[0].length
  }
  // PHP keeps "a[b" as a literal key; do the same for anything unparsable
  if (consumed === 0) return [raw]
  return parts.length > MAX_DEPTH ? null : parts
}

function assign(target: Node, parts: string[], value: string): void {
  let node = target
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i] ?? ''
    if (PROTOTYPE_KEYS.has(part)) return
    const last = i === parts.length - 1
    if (part === '') part = String(Object.keys(node).length)
    if (last) {
      node[part] = value
      return
    }
    const next = node[part]
    if (typeof next === 'object') node = next
    else {
      const created: Node = Object.create(null)
      node[part] = created
      node = created
    }
  }
}

function normalise(node: Node | string): unknown {
  if (typeof node === 'string') return node
  const keys = Object.keys(node)
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i))
  if (isList) return keys.map((k) => normalise(node[k] as Node | string))
  const out: Record<string, unknown> = {}
  for (const k of keys) out[k] = normalise(node[k] as Node | string)
  return out
}

export function parseQueryString(search: URLSearchParams): Record<string, unknown> {
  const root: Node = Object.create(null)
  for (const [rawKey, value] of search) {
    const parts = splitKey(rawKey)
    if (parts) assign(root, parts, value)
  }
  return normalise(root) as Record<string, unknown>
}
