import { useLingui } from '@lingui/react/macro'
import { Dialog, Modal } from '../../components/ui/Dialog.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import type { Media } from '../../domain/types.ts'

export interface ProductZoomProps {
  media: Media
  name: string
  count: number
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
}

/**
 * The gallery's zoom: the full-size image in a modal dialog (focus trapped, Escape or Close returns
 * focus to the zoom button), arrow keys or the buttons page through the images.
 */
export function ProductZoom({ media, name, count, onPrevious, onNext, onClose }: ProductZoomProps) {
  const { t } = useLingui()
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title={name} className="product-zoom">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page through the zoomed images */}
        <div
          className="product-zoom__body"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') onNext()
            if (event.key === 'ArrowLeft') onPrevious()
          }}
        >
          <img
            className="product-zoom__image"
            src={media.url}
            alt={media.alt ?? media.title ?? name}
            width={media.width ?? undefined}
            height={media.height ?? undefined}
          />
          <div className="product-zoom__controls">
            {count > 1 ? (
              <NativeButton variant="secondary" onClick={onPrevious}>
                {t`Previous image`}
              </NativeButton>
            ) : null}
            {count > 1 ? (
              <NativeButton variant="secondary" onClick={onNext}>
                {t`Next image`}
              </NativeButton>
            ) : null}
            <NativeButton variant="primary" onClick={onClose}>
              {t`Close`}
            </NativeButton>
          </div>
        </div>
      </Dialog>
    </Modal>
  )
}
