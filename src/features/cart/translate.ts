import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * A descriptor with its values. Called with the id (not a descriptor object literal): Lingui's
 * extractor reads every `i18n._({…})` literal and cannot read a spread one. Its own module: the
 * header's cart entry needs it on every page, the cart's message table (./messages.ts) only when
 * there is something to say.
 */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values: Record<string, string | number> = {},
): string {
  return i18n._(descriptor.id ?? '', values, { message: descriptor.message })
}
