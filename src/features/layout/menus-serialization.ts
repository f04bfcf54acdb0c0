import { createSerializationAdapter } from '@tanstack/react-router'
import { type CompactMenu, compactMenu, expandMenu } from '../../domain/navigation.ts'
import type { SiteNavigation } from './DefaultLayout.tsx'

/** Menus the root loader returned: the page carries them in their compact form. */
const compactable = new WeakSet<object>()

/** Marks the root loader's menus for the compact form when they are dehydrated into the page. */
export function dehydratedCompactly(navigation: SiteNavigation): SiteNavigation {
  compactable.add(navigation)
  return navigation
}

interface CompactNavigation {
  main: CompactMenu
  footer: CompactMenu
  service: CompactMenu
}

/**
 * The menus are dehydrated into every page (the layout hydrates from them, in-app links find pages
 * by them): short keys and no derivable fields instead of every field of every entry, about a third
 * of the size. The browser gets back the same entries (src/domain/navigation.ts).
 */
export const menusSerializationAdapter = createSerializationAdapter({
  key: 'menus',
  test: (value: unknown): value is SiteNavigation =>
    typeof value === 'object' && value !== null && compactable.has(value),
  toSerializable: (navigation: SiteNavigation): CompactNavigation => ({
    main: compactMenu(navigation.main),
    footer: compactMenu(navigation.footer),
    service: compactMenu(navigation.service),
  }),
  fromSerializable: (compact: CompactNavigation): SiteNavigation => ({
    main: expandMenu(compact.main),
    footer: expandMenu(compact.footer),
    service: expandMenu(compact.service),
  }),
})
