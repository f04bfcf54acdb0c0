import { useEffect, useState } from 'react'
import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components'
import { withBaseClass } from './utils.ts'

export type PopoverProps = RACPopoverProps

/**
 * A floating panel anchored to its trigger (menus, selects): below it (`bottom start`), above it when
 * there is more room there (`shouldFlip`), never over it, and at most as tall as the room on that side
 * of the viewport (React Aria sets `max-height`; the panel scrolls, see .ui-popover in ui.css).
 *
 * React Aria opens a select or menu on pointer-down and chooses the option under the pointer on
 * pointer-up, wherever the press began (press, drag, release). A shopper's unhurried click on the
 * trigger would so choose whatever option came to lie under the pointer. While a press that began
 * outside the panel is held, the panel takes no pointer events (`data-press-guard`): that release
 * lands beside the options and chooses nothing; the next press on an option works as usual.
 */
export function Popover({
  className,
  offset = 6,
  placement = 'bottom start',
  shouldFlip = true,
  ...props
}: PopoverProps) {
  const outsidePressHeld = useOutsidePressHeld()
  return (
    <RACPopover
      {...props}
      offset={offset}
      placement={placement}
      shouldFlip={shouldFlip}
      data-press-guard={outsidePressHeld || undefined}
      className={withBaseClass('ui-popover', className)}
    />
  )
}

/** True from a primary pointer-down outside every open panel until that pointer comes up. */
function useOutsidePressHeld(): boolean {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    const down = (event: PointerEvent) => {
      const inside = event.target instanceof Element && event.target.closest('.ui-popover') !== null
      if (event.button === 0 && !inside) setHeld(true)
    }
    // The release's target is fixed before listeners run: lifting the guard here cannot turn this
    // release into a choice, only the next press.
    const up = () => setHeld(false)
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('pointerup', up, true)
    document.addEventListener('pointercancel', up, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
    }
  }, [])
  return held
}
