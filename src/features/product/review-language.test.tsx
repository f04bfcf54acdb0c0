// Issue 29 #13: the French product page showed German reviews as if they were French. Shopware
// lists reviews of every language unless asked to filter: each review in another language than
// the page's says so, in the page's language.
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StoreApi } from '../../api/index.ts'
import type { Locale } from '../../domain/locale.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { createRootSystem } from '../../system/create-root-system.ts'
import { SystemHost } from '../../system/host.ts'
import { SystemProvider } from '../../system/SystemProvider.tsx'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { TEST_ORIGINS, TestAppContext, type TestRouterContext } from '../test-support/render.tsx'
import { ProductReviews } from './ProductReviews.tsx'

const embedded = await embeddedStoreApi()
const languages = await embedded.client().language.list()
// Capri bar stool: reviews in German, English and French.
const CAPRI_BAR_STOOL = '041e1529f46c4dd77a8634809c7f266d'

const NOTE: Record<Locale, string> = {
  'de-DE': 'Diese Bewertung wurde in einer anderen Sprache verfasst.',
  'en-GB': 'This review was written in another language.',
  'fr-FR': 'Cet avis a été rédigé dans une autre langue.',
}

describe.each(['de-DE', 'en-GB', 'fr-FR'] as const)('reviews on the %s product page', (locale) => {
  it('say which reviews are written in another language', async () => {
    const languageId = languages.find((language) => language.localeCode === locale)?.id
    const api = embedded.client({ languageId })
    const reviews = await api.product.reviews(CAPRI_BAR_STOOL, { limit: 20 })
    const own = reviews.elements.filter((review) => review.languageId === languageId)
    const other = reviews.elements.filter((review) => review.languageId !== languageId)
    expect(own.length).toBeGreaterThan(0)
    expect(other.length).toBeGreaterThan(0)
    const i18n = await createI18n(locale)
    const system = createRootSystem({ api, sessionSnapshot: await api.context.get() })
    const root = createRootRouteWithContext<TestRouterContext & { api: StoreApi; i18n: I18n }>()({
      component: () => (
        <SystemProvider system={SystemHost.running(system)}>
          <ProductReviews productId={CAPRI_BAR_STOOL} initial={reviews} ratingAverage={null} />
        </SystemProvider>
      ),
    })
    const router = createRouter({
      routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/' })]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { api, locale, origins: TEST_ORIGINS, i18n },
      InnerWrap: TestAppContext,
    })
    await router.load()
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
    for (const review of reviews.elements) {
      const item = (await screen.findByRole('heading', { name: review.title })).closest('li') as HTMLElement
      const note = within(item).queryByText(NOTE[locale])
      if (review.languageId === languageId) expect(note).toBeNull()
      else expect(note).not.toBeNull()
    }
  })
})
