/**
 * Mapped CMS values, resolved the way Shopware's AbstractCmsElementResolver does against the entity
 * a page is shown for (category, landing page or product): `resolveEntityValue` walks a dotted path,
 * `resolveEntityValueToString` turns the result into text, and `{{ entity.field }}` placeholders in
 * static text are replaced by the same rule. A path that leads nowhere resolves to nothing (null or
 * ''), never to the path itself: a shopper must not read "category.description".
 */

type Json = Record<string, unknown>

/** The entity a layout is resolved against; `name` is its entity name (the usual first path part). */
export interface CmsEntity {
  name: 'category' | 'landing_page' | 'product'
  value: Json
}

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function read(value: Json, part: string): unknown {
  const own = value[part]
  if (own !== undefined && own !== null) return own
  // Shopware falls back to the translation when the field itself is empty (getTranslation)
  const translated = value.translated
  return isRecord(translated) ? (translated[part] ?? null) : null
}

/**
 * The value at `path` (`product.cover.media`, `category.description`, `description`). As Shopware,
 * a first part that is not a field of the entity is skipped (it names the entity), so both
 * `product.name` and `name` work; after the first part, a missing field ends the walk with null.
 */
export function resolveEntityValue(entity: CmsEntity | null, path: string): unknown {
  if (!entity || !path) return null
  const parts = path.split('.')
  let value: unknown = entity.value
  let first = true
  for (const part of parts) {
    if (!isRecord(value)) return null
    const next = read(value, part)
    // `landingPage.name` for a landing page: the camel-cased entity name is skipped too
    const namesEntity = first && (part === entity.name || part === camel(entity.name))
    if ((next === null || next === undefined) && first && namesEntity) {
      first = false
      continue
    }
    value = next
    first = false
  }
  return value ?? null
}

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

/** Text of a mapped value: strings and numbers as they are, anything else (objects, lists, missing) ''. */
export function resolveEntityValueToString(entity: CmsEntity | null, path: string): string {
  const value = resolveEntityValue(entity, path)
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

/** True when the path leads to a value (used to tell a resolved empty field from an unknown path). */
export function isKnownPath(entity: CmsEntity | null, path: string): boolean {
  const value = resolveEntityValue(entity, path)
  return value !== null && value !== undefined
}

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g

/**
 * Static text with `{{ product.name }}` placeholders resolved against the entity. Without an
 * entity (a shopping experience of its own) Shopware leaves static text untouched; so do we.
 */
export function resolvePlaceholders(entity: CmsEntity | null, content: string): string {
  if (!entity || !content.includes('{{')) return content
  // Values go in as they are (a description is HTML): the storefront sanitises all CMS HTML.
  return content.replace(PLACEHOLDER, (_, path: string) => resolveEntityValueToString(entity, path))
}
