/**
 * Extracts module specifiers from TypeScript/TSX source without a compiler API (TypeScript 7 has
 * none). A small tokenizer skips comments, template literals and regex literals so that text which
 * merely looks like an import (in a comment or a string) is not reported. JSX text is not tokenized
 * as JSX; a stray quote in JSX text ends at the line break, so the damage stays within one line.
 */

export type ImportKind = 'import' | 'export-from' | 'dynamic' | 'require'

export interface ImportRef {
  specifier: string
  line: number
  kind: ImportKind
  /** `import type …` / `export type … from`: erased at compile time, no runtime edge. */
  typeOnly: boolean
  /** Bindings named in `{ … }` (without `type` prefix and before `as`); empty for default/namespace. */
  names: string[]
}

type Token =
  | { t: 'word'; v: string; line: number }
  | { t: 'str'; v: string; line: number }
  | { t: 'punct'; v: string; line: number }

// After these words a `/` starts a regex literal, not a division (also used by without-comments.ts).
export const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
  'instanceof',
])

function tokenize(src: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  let line = 1
  const n = src.length
  const last = (): Token | undefined => tokens[tokens.length - 1]
  const regexAllowed = (): boolean => {
    const prev = last()
    if (!prev) return true
    if (prev.t === 'str') return false
    if (prev.t === 'word') return REGEX_AFTER_WORDS.has(prev.v)
    return !(prev.v === ')' || prev.v === ']' || prev.v === '}')
  }
  while (i < n) {
    const c = src[i]!
    if (c === '\n') {
      line++
      i++
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++
    } else if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2)
      const stop = end === -1 ? n : end + 2
      for (let k = i; k < stop; k++) if (src[k] === '\n') line++
      i = stop
    } else if (c === '"' || c === "'") {
      const startLine = line
      let v = ''
      i++
      // An unterminated string ends at the line break (JSX text such as "don't").
      while (i < n && src[i] !== c && src[i] !== '\n') {
        if (src[i] === '\\' && i + 1 < n) {
          if (src[i + 1] === '\n') line++
          v += src[i + 1]
          i += 2
        } else {
          v += src[i]
          i++
        }
      }
      if (src[i] === c) i++
      tokens.push({ t: 'str', v, line: startLine })
    } else if (c === '`') {
      i = skipTemplate(src, i + 1, (count) => {
        line += count
      })
      tokens.push({ t: 'punct', v: '`', line })
    } else if (c === '/' && regexAllowed()) {
      i = skipRegex(src, i)
      tokens.push({ t: 'punct', v: 'regex', line })
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w$]/.test(src[j]!)) j++
      tokens.push({ t: 'word', v: src.slice(i, j), line })
      i = j
    } else if (/\d/.test(c)) {
      let j = i + 1
      while (j < n && /[\w.]/.test(src[j]!)) j++
      tokens.push({ t: 'word', v: src.slice(i, j), line })
      i = j
    } else {
      tokens.push({ t: 'punct', v: c, line })
      i++
    }
  }
  return tokens
}

/**
 * The index after the regex literal whose opening `/` is at `start`: its body (a `/` inside a
 * character class or escaped does not end it; a line break does) and its flags.
 */
export function skipRegex(src: string, start: number): number {
  const n = src.length
  let i = start + 1
  let inClass = false
  while (i < n && src[i] !== '\n') {
    const d = src[i]!
    if (d === '\\') i += 2
    else {
      if (d === '[') inClass = true
      else if (d === ']') inClass = false
      else if (d === '/' && !inClass) break
      i++
    }
  }
  i++
  while (i < n && /[a-z]/i.test(src[i]!)) i++
  return i
}

/** Skips a template literal body (after the opening backtick), including nested `${ … }`. */
export function skipTemplate(src: string, start: number, onLines: (count: number) => void): number {
  let i = start
  while (i < src.length) {
    const c = src[i]!
    if (c === '\\') {
      i += 2
      continue
    }
    if (c === '\n') onLines(1)
    if (c === '`') return i + 1
    if (c === '$' && src[i + 1] === '{') {
      let depth = 1
      i += 2
      while (i < src.length && depth > 0) {
        const d = src[i]!
        if (d === '\n') onLines(1)
        if (d === '{') depth++
        else if (d === '}') depth--
        else if (d === '`') {
          i = skipTemplate(src, i + 1, onLines)
          continue
        } else if (d === '"' || d === "'") {
          i++
          while (i < src.length && src[i] !== d && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1
        }
        i++
      }
      continue
    }
    i++
  }
  return i
}

const isPunct = (tok: Token | undefined, v: string): boolean => tok?.t === 'punct' && tok.v === v
const isWord = (tok: Token | undefined, v: string): boolean => tok?.t === 'word' && tok.v === v

/** Reads `{ a, type b, c as d }` starting at the `{`; returns the names and the index after `}`. */
function readBraces(tokens: Token[], open: number): { names: string[]; next: number } {
  const names: string[] = []
  let k = open + 1
  let expectName = true
  while (k < tokens.length && !isPunct(tokens[k], '}')) {
    const tok = tokens[k]!
    if (tok.t === 'punct' && tok.v === ',') expectName = true
    else if (expectName && tok.t === 'word') {
      const next = tokens[k + 1]
      // `type X` inside braces: the binding is X (still a runtime import under verbatimModuleSyntax).
      if (tok.v === 'type' && next?.t === 'word' && next.v !== 'as') {
        k++
        continue
      }
      names.push(tok.v)
      expectName = false
    }
    k++
  }
  return { names, next: k + 1 }
}

export function extractImports(source: string): ImportRef[] {
  const tokens = tokenize(source)
  const refs: ImportRef[] = []
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k]!
    if (tok.t !== 'word') continue
    const prev = tokens[k - 1]
    if (isPunct(prev, '.')) continue // obj.import / obj.require / import.meta handled below
    if (tok.v === 'require' || tok.v === 'import') {
      if (isPunct(tokens[k + 1], '(')) {
        const arg = tokens[k + 2]
        if (arg?.t === 'str' && isPunct(tokens[k + 3], ')')) {
          const kind: ImportKind = tok.v === 'import' ? 'dynamic' : 'require'
          // `typeof import('x')` is a type query: erased at compile time like `import type`.
          const typeOnly = kind === 'dynamic' && isWord(prev, 'typeof')
          refs.push({ specifier: arg.v, line: tok.line, kind, typeOnly, names: [] })
        }
        continue
      }
    }
    if (tok.v === 'import') {
      const next = tokens[k + 1]
      if (isPunct(next, '.')) continue // import.meta
      if (next?.t === 'str') {
        refs.push({ specifier: next.v, line: tok.line, kind: 'import', typeOnly: false, names: [] })
        continue
      }
      let j = k + 1
      let typeOnly = false
      // `import type X from` / `import type { X } from`, but not `import type from 'x'` (default named type).
      if (isWord(tokens[j], 'type') && !isWord(tokens[j + 1], 'from')) {
        typeOnly = true
        j++
      }
      const names: string[] = []
      // `import x = require('y')` is caught by the require branch.
      while (j < tokens.length && !isWord(tokens[j], 'from')) {
        const t = tokens[j]!
        if (isPunct(t, '{')) {
          const braces = readBraces(tokens, j)
          names.push(...braces.names)
          j = braces.next
          continue
        }
        // Only words, `*` and `,` may appear in an import clause; anything else is not an import.
        if (t.t === 'str' || (t.t === 'punct' && t.v !== '*' && t.v !== ',')) break
        j++
      }
      const spec = tokens[j + 1]
      if (isWord(tokens[j], 'from') && spec?.t === 'str') {
        refs.push({ specifier: spec.v, line: tok.line, kind: 'import', typeOnly, names })
      }
      continue
    }
    if (tok.v === 'export') {
      let j = k + 1
      let typeOnly = false
      if (isWord(tokens[j], 'type')) {
        typeOnly = true
        j++
      }
      let names: string[] = []
      if (isPunct(tokens[j], '*')) {
        j++
        if (isWord(tokens[j], 'as')) j += 2
      } else if (isPunct(tokens[j], '{')) {
        const braces = readBraces(tokens, j)
        names = braces.names
        j = braces.next
      } else continue
      const spec = tokens[j + 1]
      if (isWord(tokens[j], 'from') && spec?.t === 'str') {
        refs.push({ specifier: spec.v, line: tok.line, kind: 'export-from', typeOnly, names })
      }
    }
  }
  return refs
}
