import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { island } from '../../components/island.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { ContactBanner } from './ContactBanner.tsx'
import { HeaderActions } from './HeaderActions.tsx'
import type { Menus } from './menus.ts'
import { SHOP_INFO } from './shop-info.ts'

// The search field, language menu and main navigation hydrate when the visitor first reaches for
// them (src/components/island.tsx): server-rendered, their links work before their code is loaded.
const HeaderSearch = island('search', () => import('./HeaderSearch.tsx').then((m) => m.HeaderSearch))
const LanguageSwitcher = island('language', () =>
  import('../i18n/LanguageSwitcher.tsx').then((m) => m.LanguageSwitcher),
)
const MainNavigation = island('navigation', () =>
  import('./MainNavigation.tsx').then((m) => m.MainNavigationFromMenus),
)

/** The shop's name as the home link; the mark is decorative, the name comes from the text. */
export function HomeLink() {
  const { t } = useLingui()
  return (
    <Link href="/" variant="menu" className="site-logo">
      <span className="site-logo__mark">
        <Icon name="leaf" size={20} />
      </span>
      <span className="site-logo__text">{SHOP_INFO.name}</span>
      <span className="visually-hidden"> – {t`home page`}</span>
    </Link>
  )
}

export function SiteHeader({ menus }: { menus: Menus }) {
  return (
    <>
      <ContactBanner />
      <header className="site-header">
        <div className="site-header__bar">
          <HomeLink />
          <HeaderSearch />
          <div className="site-header__tools">
            <LanguageSwitcher />
            <HeaderActions />
          </div>
        </div>
        <MainNavigation menus={menus} />
      </header>
    </>
  )
}
