import { useEffect } from 'react'
import { useActor, useSend } from '../../system/hooks.ts'

/**
 * Reads the list as soon as the actor system runs (without starting it: before the start there is
 * no live wishlist view, so nothing is sent). The server's system stays dormant, since effects do
 * not run there.
 */
export function useWishlistAutoLoad(): void {
  const dormant = useActor('wishlist', (view) => view?.matches('dormant') ?? false)
  const send = useSend('wishlist')
  useEffect(() => {
    if (dormant) send({ type: 'wishlist.load' })
  }, [dormant, send])
}
