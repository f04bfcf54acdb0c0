import { composeRenderProps } from 'react-aria-components'

type ClassName<T> = string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined

/** Joins class names, skipping empty parts. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ')
}

/**
 * Puts our base class in front of the caller's className, which RAC allows to be a function of the
 * component's render state (hovered, pressed …). State itself is styled through data attributes.
 */
export function withBaseClass<T>(
  base: string,
  className: ClassName<T>,
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className ?? '', (own) => cx(base, own))
}
