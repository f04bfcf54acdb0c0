import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import type { Media } from '../../domain/types.ts'
import { MediaImage } from '../media/MediaImage.tsx'

// The zoom dialog (React Aria's modal) loads on first use: most visitors never open it.
const ProductZoom = lazy(() =>
  import('./ProductZoom.tsx').then((module) => ({ default: module.ProductZoom })),
)

const STAGE_SIZES = '(min-width: 64rem) 36rem, (min-width: 48rem) 50vw, 100vw'

/**
 * The product images: a stage with the chosen image, thumbnails to pick one (arrow keys, Home and
 * End move between them, as in a toolbar) and a zoom dialog with the full-size image (arrow keys
 * page through it, Escape closes). Without JavaScript the first image and the thumbnails show.
 */
export function ProductGallery({ media, name }: { media: readonly Media[]; name: string }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const count = media.length
  const safeIndex = index < count ? index : 0
  const current = media[safeIndex]
  if (!current) return <div className="product-gallery product-gallery--empty" />

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count
    setIndex(wrapped)
    if (focus) thumbs.current[wrapped]?.focus()
  }
  const onThumbKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: safeIndex + 1,
      ArrowDown: safeIndex + 1,
      ArrowLeft: safeIndex - 1,
      ArrowUp: safeIndex - 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    show(target, true)
  }
  const position = safeIndex + 1
  return (
    <section className="product-gallery" aria-label={t`Product images`} aria-roledescription={t`gallery`}>
      <div className="product-gallery__stage">
        <MediaImage
          key={current.id}
          media={current}
          sizes={STAGE_SIZES}
          priority={safeIndex === 0}
          fallbackAlt={name}
          className="product-gallery__image"
        />
        <NativeButton
          variant="icon"
          className="product-gallery__zoom"
          aria-label={t`Zoom image`}
          onClick={() => setZoomed(true)}
        >
          <Icon name="search" />
        </NativeButton>
        {count > 1 ? (
          <p className="product-gallery__position" aria-live="polite">
            {t`Image ${position} of ${count}`}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <div
          className="product-gallery__thumbs"
          role="toolbar"
          aria-label={t`Choose an image`}
          onKeyDown={onThumbKey}
        >
          {media.map((item, i) => {
            const n = i + 1
            return (
              <button
                key={item.id}
                type="button"
                ref={(element) => {
                  thumbs.current[i] = element
                }}
                className="product-gallery__thumb"
                aria-pressed={i === safeIndex}
                aria-label={t`Show image ${n} of ${count}`}
                tabIndex={i === safeIndex ? 0 : -1}
                onClick={() => show(i)}
              >
                <MediaImage media={item} sizes="5rem" fallbackAlt="" />
              </button>
            )
          })}
        </div>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ProductZoom
            media={current}
            name={name}
            count={count}
            onPrevious={() => show(safeIndex - 1)}
            onNext={() => show(safeIndex + 1)}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
