/**
 * French typography: a narrow no-break space (U+202F; U+00A0 tolerated) before : ; ! ? — never an
 * ordinary space, never none. Colons and question marks inside URLs, times (10:00) and ICU/HTML
 * syntax are not punctuation of the sentence and are left alone.
 */
const NO_BREAK = new Set(['\u202f', '\u00a0'])

export interface TypographyProblem {
  text: string
  /** The punctuation with what precedes it, e.g. `e:` or ` ?`. */
  at: string
}

/** Problems of one French text (empty when it is set right). */
export function frenchSpacingProblems(text: string): TypographyProblem[] {
  // URLs (scheme://…, and query strings that follow a path) are not prose.
  const prose = text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ').replace(/\/[^\s]*\?[^\s]*/g, ' ')
  const problems: TypographyProblem[] = []
  for (let i = 0; i < prose.length; i++) {
    const ch = prose[i] as string
    if (!':;!?'.includes(ch)) continue
    const before = prose[i - 1] ?? ''
    const after = prose[i + 1] ?? ''
    // 10:00, a:b identifiers, HTML entities (&nbsp;) and ICU syntax are not sentence punctuation.
    if (ch === ':' && /\d/.test(before) && /\d/.test(after)) continue
    if (ch === ';' && /&[a-z0-9#]+$/i.test(prose.slice(Math.max(0, i - 10), i))) continue
    if (i === 0) continue
    // "?!" and "!!": the first mark carries the space.
    if ('!?'.includes(before) && '!?'.includes(ch)) continue
    if (NO_BREAK.has(before)) continue
    problems.push({ text, at: prose.slice(Math.max(0, i - 12), i + 1) })
  }
  return problems
}

/**
 * Places in source code where punctuation follows a translated text outside it (`{t`Label`}: `,
 * `</Trans>: `, `${texts.label}: `): the translation cannot set the space French needs.
 */
export function gluedPunctuation(source: string): string[] {
  const patterns = [
    /\{t`[^`]*`\}\s*[:;!?]/g,
    /<\/Trans>[:;!?]/g,
    /\$\{t`[^`]*`\}\s*[:;!?]/g,
    /\$\{(?:t|texts)\.[A-Za-z_.]+\}[:;!?]/g,
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[0]))
}
