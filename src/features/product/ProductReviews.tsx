import { lazyElement } from '../../components/lazy-element.tsx'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useDeferredValue } from 'react'
import { isLoggedIn } from '../../domain/session.ts'
import {
  type ProductReview,
  type RatingDistribution,
  ratingAverage,
  type ReviewPage,
  reviewCount,
} from '../../domain/product.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import { useActor } from '../../system/hooks.ts'
import { useReviews } from './useReviews.ts'

// The form (React Aria fields, its machine) is for logged-in customers only: it loads when shown.
const ReviewForm = lazyElement(() => import('./ReviewForm.tsx').then((module) => module.ReviewForm))

const POINTS = [5, 4, 3, 2, 1] as const

export function Stars({ points }: { points: number }) {
  const { t } = useLingui()
  const rounded = Math.round(points * 10) / 10
  const full = Math.round(points)
  return (
    <span className="stars" role="img" aria-label={t`Rated ${rounded} out of 5`}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(Math.max(0, 5 - full))}
      </span>
    </span>
  )
}

function Summary({
  distribution,
  fallbackAverage,
}: {
  distribution: RatingDistribution | null
  fallbackAverage: number | null
}) {
  const { t } = useLingui()
  const average = distribution ? ratingAverage(distribution) : fallbackAverage
  const count = distribution ? reviewCount(distribution) : 0
  return (
    <div className="review-summary">
      {average !== null ? (
        <p className="review-summary__average">
          <Stars points={average} /> <span>{t`${average} out of 5`}</span>{' '}
          <span className="review-summary__count">{count === 1 ? t`(1 review)` : t`(${count} reviews)`}</span>
        </p>
      ) : null}
      {distribution && count > 0 ? (
        <dl className="review-distribution">
          {POINTS.map((stars) => {
            const n = distribution[stars]
            const share = Math.round((n / count) * 100)
            return (
              <div key={stars} className="review-distribution__row">
                <dt>{stars === 1 ? t`1 star` : t`${stars} stars`}</dt>
                <dd>
                  <span className="review-distribution__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${share}%` }} />
                  </span>
                  <span>{n}</span>
                </dd>
              </div>
            )
          })}
        </dl>
      ) : null}
    </div>
  )
}

/** One formatter per locale: an Intl.DateTimeFormat is costly to build, and a page lists many reviews. */
const reviewDateFormats = new Map<string, Intl.DateTimeFormat>()

function reviewDateFormat(locale: string): Intl.DateTimeFormat {
  let format = reviewDateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    reviewDateFormats.set(locale, format)
  }
  return format
}

function ReviewItem({ review }: { review: ProductReview }) {
  const { t, i18n } = useLingui()
  const date = review.createdAt ? reviewDateFormat(i18n.locale).format(new Date(review.createdAt)) : null
  return (
    <li className="review" data-approved={review.approved}>
      <article>
        <header className="review__header">
          <Stars points={review.points} />
          <h3 className="review__title">{review.title}</h3>
          {!review.approved ? <span className="review__pending">{t`Not approved yet`}</span> : null}
        </header>
        <p className="review__meta">
          {review.author ? <span>{review.author}</span> : null}
          {date ? <time dateTime={review.createdAt}>{date}</time> : null}
        </p>
        {review.otherLanguage ? (
          <p className="review__language">{t`This review was written in another language.`}</p>
        ) : null}
        <p className="review__content">{review.content}</p>
      </article>
    </li>
  )
}

/** Reviews: average and distribution, the list with paging, and the form for logged-in customers. */
export function ProductReviews({
  productId,
  initial,
  ratingAverage: fallbackAverage,
}: {
  productId: string
  initial: ReviewPage | null
  ratingAverage: number | null
}) {
  const { t } = useLingui()
  const { state, load } = useReviews(productId, initial)
  const reloadFirstPage = useCallback(() => void load(1), [load])
  const loggedIn = useActor('session', (snapshot) => isLoggedIn(snapshot.context.session?.customer))
  // The form comes with the session going live as a customer's (a page rendered for nobody learns
  // after load who is looking). Its chunk loads then, and the form, which has no boundary of its
  // own (../../components/lazy-element.tsx), would suspend the page island up to its empty fallback:
  // the whole page content would vanish under the shopper's pointer until the chunk is there.
  // Deferred, the page stays as it is meanwhile and the form takes the paragraph's place when ready.
  const showForm = useDeferredValue(loggedIn)
  const page = state.page
  const pages = page ? Math.max(1, Math.ceil(page.total / Math.max(1, page.limit))) : 1
  const current = page?.page ?? 1
  return (
    <section
      className="product-reviews"
      aria-labelledby="product-reviews-title"
      aria-busy={state.kind === 'loading' || undefined}
    >
      <h2 id="product-reviews-title">{t`Reviews`}</h2>
      <Summary distribution={page?.distribution ?? null} fallbackAverage={fallbackAverage} />
      {page && page.elements.length > 0 ? (
        <ul className="review-list">
          {page.elements.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : state.kind === 'ready' ? (
        <p>{t`No reviews yet.`}</p>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert>{t`The reviews could not be loaded. Please try again.`}</Alert>
      ) : null}
      {pages > 1 ? (
        <nav className="review-paging" aria-label={t`Review pages`}>
          <NativeButton variant="secondary" disabled={current <= 1} onClick={() => void load(current - 1)}>
            {t`Previous page`}
          </NativeButton>
          <span>{t`Page ${current} of ${pages}`}</span>
          <NativeButton
            variant="secondary"
            disabled={current >= pages}
            onClick={() => void load(current + 1)}
          >
            {t`Next page`}
          </NativeButton>
        </nav>
      ) : null}
      {showForm ? (
        <ReviewForm productId={productId} onSaved={reloadFirstPage} />
      ) : (
        <p className="product-reviews__login">{t`Log in to write a review.`}</p>
      )}
    </section>
  )
}
