import { useContext, useSyncExternalStore } from 'react'
import {
  OverlayTriggerStateContext,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components'
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
  // Open as React Aria's Popover decides it: its own isOpen, else its trigger's state (a select's,
  // a menu's). Without either it never opens (as in a select's hidden collection tree); with only
  // defaultOpen this cannot tell, and it counts as open.
  const trigger = useContext(OverlayTriggerStateContext)
  const open = props.isOpen ?? (props.defaultOpen != null ? true : (trigger?.isOpen ?? false))
  const outsidePressHeld = useOutsidePressHeld(open)
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

/**
 * Whether a primary press that began outside every open panel is held: one set of document
 * listeners for all popovers, in the capture phase, so it is set before the press opens a panel.
 * Each popover used to listen and set state of its own: on a page with several selects (the
 * checkout's salutation, country and state, each also rendered in React Aria's hidden collection
 * tree) every press anywhere rendered each of them on pointer-down and again on pointer-up, one
 * synchronous render per listener, inside the press (the checkout's "Continue").
 */
let outsidePressHeld = false
const heldListeners = new Set<() => void>()

function setOutsidePressHeld(held: boolean): void {
  if (outsidePressHeld === held) return
  outsidePressHeld = held
  for (const listener of heldListeners) listener()
}

function onPointerDown(event: PointerEvent): void {
  const inside = event.target instanceof Element && event.target.closest('.ui-popover') !== null
  if (event.button === 0 && !inside) setOutsidePressHeld(true)
}

// The release's target is fixed before listeners run: lifting the guard here cannot turn this
// release into a choice, only the next press.
const onPointerUp = (): void => setOutsidePressHeld(false)

function subscribeOutsidePress(listener: () => void): () => void {
  if (heldListeners.size === 0) {
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('pointerup', onPointerUp, true)
    document.addEventListener('pointercancel', onPointerUp, true)
  }
  heldListeners.add(listener)
  return () => {
    heldListeners.delete(listener)
    if (heldListeners.size > 0) return
    document.removeEventListener('pointerdown', onPointerDown, true)
    document.removeEventListener('pointerup', onPointerUp, true)
    document.removeEventListener('pointercancel', onPointerUp, true)
    outsidePressHeld = false
  }
}

/**
 * True from a primary pointer-down outside every open panel until that pointer comes up, while this
 * panel is open; a closed panel reads false and is not rendered again by presses elsewhere.
 */
function useOutsidePressHeld(open: boolean): boolean {
  return useSyncExternalStore(
    subscribeOutsidePress,
    () => open && outsidePressHeld,
    () => false,
  )
}
