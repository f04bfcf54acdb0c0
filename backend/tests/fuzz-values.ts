import fc from 'fast-check'

/**
 * Scalar building blocks for the fuzz test: hostile strings (FTS5 syntax, SQL, Unicode edge cases,
 * very long terms), absurd numbers, wrong types, plausible and malformed ids and header values.
 */

/** Tokens with a meaning in SQLite FTS5 queries, SQL, JSON or URLs, plus awkward Unicode. */
const HOSTILE_TOKENS = [
  '"',
  '""',
  '*',
  'NEAR(',
  'NEAR(a b, 2)',
  '-',
  'OR',
  'AND',
  'NOT',
  '(',
  ')',
  '^',
  ':',
  'name:',
  '{name}: x',
  '+',
  "'",
  "' OR '1'='1",
  "'; DROP TABLE product; --",
  'UNION SELECT * FROM sqlite_master',
  '%',
  '_',
  '\\',
  '/*',
  '\u0000',
  '\u200b',
  '\ud800',
  '\uffff',
  'ü',
  'ß',
  '🪑🌿',
  'e\u0301',
  '\n',
  '\t',
  '<script>alert(1)</script>',
  '{{x}}',
  '#{x}',
  '%00',
  'lounge',
  'Stuhl',
  'table',
]

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TOKENS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.array(fc.constantFrom(...HOSTILE_TOKENS), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(' ', ''),
      )
      .map(([parts, sep]) => parts.join(sep)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  // very long terms: FTS query building and LIKE patterns must not explode
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 60_000 }).map((n) => 'garten '.repeat(n / 7)) },
)

export const hexId: fc.Arbitrary<string> = fc.stringMatching(/^[0-9a-f]{32}$/)

/** Ids that are almost Shopware's format: dashed UUIDs, upper case, one character short or long. */
export const malformedId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  hexId.map((id) => id.toUpperCase()),
  hexId.map((id) => id.slice(1)),
  hexId.map((id) => `${id}0`),
  hexId.map((id) => `${id.slice(0, 31)}g`),
  fc.constantFrom('00000000000000000000000000000000', 'ffffffffffffffffffffffffffffffff', '0x10', '-1'),
)

/**
 * Objects whose own keys shadow Object.prototype members (`String({"toString":false})` throws), as
 * JSON.parse builds them: an own `__proto__` key, not a prototype.
 */
export const prototypeShadow: fc.Arbitrary<unknown> = fc.constantFrom(
  ...[
    '{"toString":false}',
    '{"toString":null}',
    '{"toString":"x","valueOf":"y"}',
    '{"valueOf":1}',
    '{"hasOwnProperty":1,"length":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '[{"toString":false}]',
  ].map((text) => JSON.parse(text) as unknown),
)

/** Long strings of every kind of Unicode (astral, combining, RTL, lone surrogates, NUL). */
export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
  fc.constantFrom('\u202eevil', 'a\u0000b', '\ud83e', '𝔊𝔞𝔯𝔱𝔢𝔫', 'ﷺ', 'Ω≈ç√∫', '👨‍👩‍👧‍👦'.repeat(50)),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => '🌿ä'.repeat(Math.floor(n / 3))),
)

/** Quantities and counts: negative, zero, fractional, beyond 32 and 53 bits, numeric strings. */
export const quantity: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53,
    2 ** 63,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.constantFrom('1', '10', '-1', '1e3', ' 2', ''),
)

export const weirdScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1, 1.5, 1e9, 2 ** 31, 2 ** 53, 2 ** 64, -(2 ** 63), 1e308, -1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('1', '0', '-1', '1e3', '2.5', ' 5', 'abc', '', '99999999999999999999', '0x10'),
  hostileString,
)

export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 4, arbitrary: weirdScalar },
  { weight: 2, arbitrary: fc.array(weirdScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: prototypeShadow },
)

/** PHP-style bracket encoding (`filter[0][type]=equals`), as Shopware clients send GET criteria. */
export function toQueryString(value: Record<string, unknown>): string {
  const params = new URLSearchParams()
  const walk = (node: unknown, key: string, depth: number): void => {
    if (depth > 40) return
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, `${key}[${i}]`, depth + 1)
    } else if (typeof node === 'object' && node !== null) {
      for (const [k, v] of Object.entries(node)) walk(v, `${key}[${k}]`, depth + 1)
    } else params.append(key, node === null || node === undefined ? '' : String(node))
  }
  for (const [k, v] of Object.entries(value)) walk(v, k, 0)
  return params.toString()
}

/** A path segment for `{categoryId}`: usually a given real id, otherwise random or malformed. */
export function pathId(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: hexId },
    {
      weight: 2,
      // Buffer round-trip replaces lone surrogates, which encodeURIComponent rejects.
      arbitrary: hostileString.map((s) => encodeURIComponent(Buffer.from(s.slice(0, 200)).toString()) || 'x'),
    },
  )
}

/**
 * `sw-language-id` values: mostly absent or a real language, sometimes an unknown id or junk
 * (header values must be ByteStrings, hence printable ASCII).
 */
export function languageHeader(languageIds: string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom(...languageIds) },
    { weight: 1, arbitrary: hexId },
    { weight: 1, arbitrary: fc.stringMatching(/^[ -~]{0,40}$/) },
  )
}
