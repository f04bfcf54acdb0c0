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

/** An SVG icon from the storefront sprite (icons.svg), coloured by `currentColor`. */
export function Icon({ name, label, className, size = 20 }: IconProps) {
  const shared = {
    className: cx('ui-icon', className),
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
  } as const
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
