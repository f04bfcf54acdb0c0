// Which chrome a page uses. Routes name theirs in `staticData.layout` (typed in src/router.tsx).

/** Which chrome a page uses: the default layout, the account area's or the checkout's. */
export type LayoutKind = 'default' | 'account' | 'checkout'

/** The deepest match that names a layout wins; default otherwise. */
export function layoutOf(matches: readonly { staticData?: { layout?: LayoutKind } }[]): LayoutKind {
  for (let index = matches.length - 1; index >= 0; index--) {
    const layout = matches[index]?.staticData?.layout
    if (layout) return layout
  }
  return 'default'
}
