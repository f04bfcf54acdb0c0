import { createContext, type ReactNode, useContext } from 'react'
import type { ProductPage } from '../../domain/product.ts'

const ProductPageContext = createContext<ProductPage | null>(null)

/**
 * The product of the detail page, for the product CMS elements (buy box, gallery, name …) that a
 * product layout places: they render the page's product, not data of their own.
 */
export function ProductPageProvider({ product, children }: { product: ProductPage; children: ReactNode }) {
  return <ProductPageContext.Provider value={product}>{children}</ProductPageContext.Provider>
}

/** The detail page's product; null outside a product page (the elements then render nothing). */
export function useProductPage(): ProductPage | null {
  return useContext(ProductPageContext)
}
