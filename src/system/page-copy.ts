// The server's copy of the actor views it writes into the page: JSON-safe (what JSON.stringify and
// JSON.parse would give), every `token` field null, and equal objects made one object, so the
// router's serializer writes a repeated object once and refers to it. Runs on every render of a
// page for a shopper: equal objects are found by a short key per object (its fields' ids), not by
// their JSON, which would hash each object's whole text again at every level it is nested in.

/** Objects shorter than this (as JSON) are not worth a shared reference. */
export const SHARED_MIN_LENGTH = 64

/** A copied value: the copy, an id equal for equal values, and the length of its JSON. */
interface Copied {
  value: unknown
  id: number
  length: number
}

/** What JSON.stringify writes for an array item it cannot write: `null`. */
const NULL_ITEM: Copied = { value: null, id: 0, length: 4 }

/** One page's copy: values equal across its views share ids, large equal objects one copy. */
export class PageCopier {
  readonly #ids = new Map<string, number>([['null', 0]])
  readonly #shared = new Map<number, unknown>()
  /** Source objects already copied (the cart's `display` is usually the cart itself). */
  readonly #done = new WeakMap<object, Copied>()

  copy(value: unknown): unknown {
    return this.#copy('', value)?.value
  }

  #id(key: string): number {
    let id = this.#ids.get(key)
    if (id === undefined) {
      id = this.#ids.size
      this.#ids.set(key, id)
    }
    return id
  }

  /** Undefined: JSON would leave the field out (undefined, a function, a symbol). */
  #copy(key: string, input: unknown): Copied | undefined {
    if (key === 'token') return NULL_ITEM
    let value = input
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { toJSON?: unknown }).toJSON === 'function'
    ) {
      value = (value as { toJSON: (key: string) => unknown }).toJSON(key)
    }
    switch (typeof value) {
      case 'string': {
        const json = JSON.stringify(value)
        return { value, id: this.#id(json), length: json.length }
      }
      case 'number': {
        if (!Number.isFinite(value)) return NULL_ITEM
        const json = JSON.stringify(value)
        return { value: value === 0 ? 0 : value, id: this.#id(json), length: json.length }
      }
      case 'boolean':
        return { value, id: this.#id(String(value)), length: value ? 4 : 5 }
      case 'object':
        if (value === null) return NULL_ITEM
        return this.#object(value)
      case 'bigint':
        // As JSON.stringify does.
        throw new TypeError('Do not know how to serialize a BigInt')
      default:
        return undefined
    }
  }

  #object(value: object): Copied {
    // A small object met again is copied again, as a JSON round trip would: only large ones are shared.
    const earlier = this.#done.get(value)
    if (earlier && earlier.length >= SHARED_MIN_LENGTH) return earlier
    let copy: unknown
    let key: string
    let length = 2
    if (Array.isArray(value)) {
      const items = (value as unknown[]).map((item) => this.#copy('', item) ?? NULL_ITEM)
      copy = items.map((item) => item.value)
      key = `[${items.map((item) => item.id).join(',')}]`
      for (const item of items) length += item.length
      length += Math.max(0, items.length - 1)
    } else {
      const target: Record<string, unknown> = {}
      const parts: string[] = []
      for (const [name, field] of Object.entries(value)) {
        const copied = this.#copy(name, field)
        if (!copied) continue
        target[name] = copied.value
        const nameJson = JSON.stringify(name)
        parts.push(`${nameJson}:${copied.id}`)
        length += nameJson.length + 1 + copied.length
      }
      copy = target
      key = `{${parts.join(',')}}`
      length += Math.max(0, parts.length - 1)
    }
    const id = this.#id(key)
    let result: Copied = { value: copy, id, length }
    if (length >= SHARED_MIN_LENGTH) {
      const first = this.#shared.get(id)
      if (first === undefined) this.#shared.set(id, copy)
      else result = { value: first, id, length }
    }
    this.#done.set(value, result)
    return result
  }
}
