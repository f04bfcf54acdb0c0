/**
 * Request input as plain data. A JSON body or a PHP-style query string may name any key, and a key
 * that names a member of `Object.prototype` shadows it on the parsed object: `{"toString":false}`
 * makes `String(value)`, template literals and `+ ''` throw a TypeError, `{"hasOwnProperty":1}`
 * breaks `value.hasOwnProperty(…)`, `__proto__` and `constructor` invite prototype pollution once
 * the object is copied by key. No Store API payload gives these names a meaning, so the readers
 * drop them (as Symfony's parameter bags never see them), and every handler can treat input
 * objects like any other object, including in the messages of its 400s.
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
])

/**
 * Removes every own key named in PROTOTYPE_KEYS from `value` and all objects inside it, in place.
 * Iterative (an explicit stack, no recursion): JSON.parse accepts nesting deep enough to overflow
 * the call stack of a recursive walk, and a request must not be able to do that.
 */
export function dropPrototypeKeys<T>(value: T): T {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) stack.push(item)
      continue
    }
    const record = node as Record<string, unknown>
    for (const key of Object.keys(record)) {
      if (PROTOTYPE_KEYS.has(key)) {
        delete record[key]
        continue
      }
      const child = record[key]
      if (typeof child === 'object' && child !== null) stack.push(child)
    }
  }
  return value
}

/** A JSON object (not null, not an array): what a payload, or a part of it, is read by key from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
