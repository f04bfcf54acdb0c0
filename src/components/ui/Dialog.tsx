import type { ReactNode } from 'react'
import {
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  DialogTrigger as RACDialogTrigger,
  type DialogTriggerProps,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components'
import { cx } from './utils.ts'

export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />
}

export interface DialogProps extends RACDialogProps {
  title: ReactNode
}

/** A dialog with a visible title that names it; close with Escape or a `slot="close"` button. */
export function Dialog({ title, children, className, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={cx('ui-dialog', className)}>
      {(renderProps) => (
        <>
          <Heading slot="title" className="ui-dialog__title">
            {title}
          </Heading>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACDialog>
  )
}

export interface ModalProps extends Omit<ModalOverlayProps, 'className'> {
  /** `drawer` slides in from the inline start edge (mobile navigation, mini cart). */
  variant?: 'center' | 'drawer'
  children: ReactNode
}

/** A modal overlay that traps focus and restores it on close. */
export function Modal({ variant = 'center', children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className="ui-modal-overlay">
      <RACModal className="ui-modal" data-variant={variant}>
        {children}
      </RACModal>
    </ModalOverlay>
  )
}
