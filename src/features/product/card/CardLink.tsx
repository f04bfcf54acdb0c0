import type { ReactNode } from 'react'
import { Link } from '../../../components/ui/Link.tsx'
import { productHref } from '../../../domain/links.ts'
import { productPageHint } from '../../../domain/page-link.ts'
import type { ProductSummary } from '../../../domain/types.ts'
import { pageState } from '../../listing/history-state.ts'

/**
 * The product name as a link to its page, carrying the product's id in the history state: the
 * product page then loads with one Store API request and no `/seo-url` lookup. A real `<a href>`
 * to the SEO path (or `/detail/{id}`), so it works without JavaScript.
 */
export function CardLink({ product, children }: { product: ProductSummary; children: ReactNode }) {
  return (
    <Link href={productHref(product)} variant="menu" state={pageState(productPageHint(product))}>
      {children}
    </Link>
  )
}
