/**
 * TypeScript/TSX source with its comments blanked out (newlines kept, so offsets give the same
 * lines), for checks that look for text in code: a comment may name what the code must not do.
 * Strings, template literals and regex literals are kept as they are (a private key is usually
 * read by name, `key.startsWith('__x$')`), and a `//` or `/*` inside them starts no comment. As in
 * extract-imports.ts, a `/` after a word, literal or closing bracket is a division, elsewhere it
 * starts a regex literal.
 */

import { REGEX_AFTER_WORDS, skipRegex, skipTemplate } from './extract-imports.ts'

type Previous =
  | { kind: 'none' }
  | { kind: 'word'; word: string }
  | { kind: 'literal' }
  | { kind: 'punct'; char: string }

export function withoutComments(source: string): string {
  let out = ''
  let i = 0
  const n = source.length
  let previous: Previous = { kind: 'none' }
  const blank = (text: string): string => text.replace(/[^\n]/g, ' ')
  const regexAllowed = (): boolean => {
    switch (previous.kind) {
      case 'none':
        return true
      case 'word':
        return REGEX_AFTER_WORDS.has(previous.word)
      case 'literal':
        return false
      case 'punct':
        return !(previous.char === ')' || previous.char === ']' || previous.char === '}')
    }
  }
  while (i < n) {
    const c = source[i]!
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i)
      const stop = end === -1 ? n : end
      out += blank(source.slice(i, stop))
      i = stop
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end === -1 ? n : end + 2
      out += blank(source.slice(i, stop))
      i = stop
    } else if (c === '"' || c === "'") {
      let j = i + 1
      // An unterminated string ends at the line break (JSX text such as "don't").
      while (j < n && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1
      if (source[j] === c) j++
      out += source.slice(i, j)
      i = j
      previous = { kind: 'literal' }
    } else if (c === '`') {
      const j = skipTemplate(source, i + 1, () => {})
      out += source.slice(i, j)
      i = j
      previous = { kind: 'literal' }
    } else if (c === '/' && regexAllowed()) {
      const j = skipRegex(source, i)
      out += source.slice(i, j)
      i = j
      previous = { kind: 'literal' }
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w$]/.test(source[j]!)) j++
      previous = { kind: 'word', word: source.slice(i, j) }
      out += source.slice(i, j)
      i = j
    } else if (/\d/.test(c)) {
      let j = i + 1
      while (j < n && /[\w.]/.test(source[j]!)) j++
      previous = { kind: 'literal' }
      out += source.slice(i, j)
      i = j
    } else {
      if (!/\s/.test(c)) previous = { kind: 'punct', char: c }
      out += c
      i++
    }
  }
  return out
}
