import { Link } from '@tanstack/react-router'
import { Pagination } from '../listing/ListingPagination.tsx'

export interface WishlistPaginationProps {
  page: number
  pageCount: number
}

/** Page links of /wishlist (`?p=`, left out for page 1). */
export function WishlistPagination({ page, pageCount }: WishlistPaginationProps) {
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      link={(target, props) => <Link to="/wishlist" search={target > 1 ? { p: target } : {}} {...props} />}
    />
  )
}
