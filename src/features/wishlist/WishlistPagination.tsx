// The wishlist's page links (/wishlist?p=2): the listing's pagination with plain internal links.
import { useApp } from '../../app/app-context.ts'
import { Pagination } from '../listing/ListingPagination.tsx'

export interface WishlistPaginationProps {
  page: number
  pageCount: number
}

/** Page links of /wishlist (`?p=`, left out for page 1). */
export function WishlistPagination({ page, pageCount }: WishlistPaginationProps) {
  const { navigation } = useApp()
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      link={(target, props) => (
        <navigation.Link href={target > 1 ? `/wishlist?p=${target}` : '/wishlist'} {...props} />
      )}
    />
  )
}
