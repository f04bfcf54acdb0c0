import { composeRenderProps } from 'react-aria-components'
import { cx } from './cx.ts'

export { cx }

type ClassName<T> = string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined

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
