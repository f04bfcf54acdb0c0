import { cx } from '../cx.ts'
// `?no-inline`: a small file would otherwise become a data: URL inside the JavaScript, and
// <use> does not accept data: URLs. Built as a hashed, immutably cached file under /assets/.
import spriteUrl from './icons.svg?no-inline'
import type { IconName } from './paths.ts'

export interface IconProps {
  name: IconName
  /** When set the icon is an image with this accessible name; otherwise it is decorative. */
  label?: string
  className?: string
  size?: number
}

const DEFAULT_SIZE = 20

/** An SVG icon from the storefront sprite (icons.svg), coloured by `currentColor`. */
export function Icon({ name, label, className, size = DEFAULT_SIZE }: IconProps) {
  // Stroke and fill come from `.ui-icon` (src/styles/ui.css), the drawing's coordinate system from
  // its symbol's viewBox: an icon is repeated dozens of times per page (every product card's
  // wishlist heart), and these attributes on each would be a large share of the HTML.
  // The common 20 px is the stylesheet's default (`.ui-icon:not([width])`), written only for the rest.
  const dimensions = size === DEFAULT_SIZE ? {} : { width: size, height: size }
  const shared = { className: cx('ui-icon', className), ...dimensions } as const
  const glyph = <use href={`${spriteUrl}#${name}`} />
  if (label) {
    return (
      <svg {...shared} role="img" aria-label={label}>
        <title>{label}</title>
        {glyph}
      </svg>
    )
  }
  return (
    <svg {...shared} aria-hidden="true">
      {glyph}
    </svg>
  )
}
