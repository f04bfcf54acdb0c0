import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { pageOfIds } from '../../domain/wishlist.ts'
import { ProductCard } from '../product/ProductCard.tsx'
import { useActor, useSend } from '../../system/hooks.ts'
import { useWishlistProducts } from './useWishlistProducts.ts'
import { WishlistPagination } from './WishlistPagination.tsx'

const CARD_SIZES = '(min-width: 75rem) 18rem, (min-width: 40rem) 45vw, 90vw'

const NONE: readonly string[] = []

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index])
}

export interface WishlistPageProps {
  /** Requested page (1-based, from `?p=`); clamped to the pages there are. */
  page: number
}

/**
 * /wishlist. A guest's list is only in the browser, so the server renders the loading state and the
 * page starts the actor system when it mounts (`wishlist.load`); the list shows once it was read.
 * Products are removed with their heart (optimistic: the card disappears at once).
 */
export function WishlistPage({ page: requested }: WishlistPageProps) {
  const send = useSend('wishlist')
  // Before the system runs there is no view: not read yet (the server renders the loading state).
  const status = useActor('wishlist', (view) => view?.context.status ?? 'unknown')
  const ids = useActor('wishlist', (view) => view?.context.productIds ?? NONE, sameIds)
  // Starts the actor system (events are queued until it runs); a running list ignores it.
  useEffect(() => send({ type: 'wishlist.load' }), [send])
  const ready = status === 'ready'
  const count = ids.length
  return (
    <article className="page wishlist-page" aria-busy={ready ? undefined : true}>
      <header className="wishlist-page__header">
        <h1>
          <Trans>Wishlist</Trans>
        </h1>
        {ready && ids.length > 0 ? (
          <p className="wishlist-page__count">
            <Plural value={count} one="# product" other="# products" />
          </p>
        ) : null}
      </header>
      {!ready ? (
        <>
          <p className="wishlist-page__status" role="status">
            <Trans>Loading your wishlist …</Trans>
          </p>
          {/* The list is read by the page's code (a guest's is only in this browser): without it the
              page never leaves this state, so it says what it needs. */}
          <noscript>
            <Alert className="wishlist-page__status">
              <Trans>
                Your wishlist needs JavaScript, which did not run in your browser. Please turn JavaScript on
                for this shop and reload the page.
              </Trans>
            </Alert>
          </noscript>
          {/* JavaScript is on but the page's code failed to load (src/entry-loader.ts): reloading helps. */}
          <Alert className="wishlist-page__status shown-without-code">
            <Trans>
              Your wishlist could not be loaded because part of this page did not arrive. Please check your
              connection and reload the page.
            </Trans>
          </Alert>
        </>
      ) : ids.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <WishlistProducts ids={ids} requested={requested} />
      )}
    </article>
  )
}

function WishlistEmpty() {
  return (
    <div className="wishlist-page__empty" role="status">
      <p>
        <strong>
          <Trans>Your wishlist is empty.</Trans>
        </strong>
      </p>
      <p>
        <Trans>Use the heart on a product to keep it here for later.</Trans>
      </p>
      <p>
        <Link href="/" className="wishlist-page__shop">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </div>
  )
}

function WishlistProducts({ ids, requested }: { ids: readonly string[]; requested: number }) {
  const { t } = useLingui()
  const { ids: pageIds, page, pages } = pageOfIds(ids, requested)
  const { products, loading, failed } = useWishlistProducts(pageIds)
  return (
    <section
      className="listing wishlist-page__list"
      aria-label={t`Products on your wishlist`}
      aria-busy={loading}
    >
      {failed ? (
        <Alert className="wishlist-page__status">
          <Trans>The products of your wishlist could not be loaded. Please reload the page.</Trans>
        </Alert>
      ) : null}
      <ul className="listing__grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} sizes={CARD_SIZES} headingLevel={2} priority={index < 2} />
          </li>
        ))}
      </ul>
      <WishlistPagination page={page} pageCount={pages} />
    </section>
  )
}
