/**
 * The names of the storefront icon set: 24×24 outline glyphs drawn with `currentColor` strokes. The
 * glyphs live as <symbol>s in icons.svg (one cacheable file, not JavaScript on every page); the
 * icon-set test checks that the sprite has exactly these symbols.
 */
export const ICON_NAMES = [
  'search',
  'close',
  'menu',
  'user',
  'heart',
  'cart',
  'chevron-down',
  'chevron-right',
  'arrow-right',
  'phone',
  'clock',
  'store',
  'globe',
  'check',
  'info',
  'warning',
  'leaf',
  'truck',
] as const

export type IconName = (typeof ICON_NAMES)[number]
