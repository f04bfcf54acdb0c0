import { cx } from '../utils'
import { ICON_PATHS, type IconName } from './paths'

export interface IconProps {
  name: IconName
  /** When set the icon is an image with this accessible name; otherwise it is decorative. */
  label?: string
  className?: string
  size?: number
}

/** An inline SVG icon from the storefront set, coloured by `currentColor`. */
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
  if (label) {
    return (
      <svg {...shared} role="img" aria-label={label}>
        <title>{label}</title>
        <path d={ICON_PATHS[name]} />
      </svg>
    )
  }
  return (
    <svg {...shared} aria-hidden="true">
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}
