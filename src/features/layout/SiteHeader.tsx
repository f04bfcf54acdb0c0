import { useLingui } from '@lingui/react/macro'
import type { NavigationEntry } from '../../domain/types'
import { Icon } from '../../components/ui/icons/Icon'
import { RouterLink } from '../../components/ui/Link'
import { LanguageSwitcher } from '../i18n/LanguageSwitcher'
import { ContactBanner } from './ContactBanner'
import { HeaderActions } from './HeaderActions'
import { HeaderSearch } from './HeaderSearch'
import { MainNavigation } from './MainNavigation'
import { SHOP_INFO } from './shop-info'

/** The shop's name as the home link; the mark is decorative, the name comes from the text. */
export function HomeLink() {
  const { t } = useLingui()
  return (
    <RouterLink to="/" className="site-logo">
      <span className="site-logo__mark">
        <Icon name="leaf" size={20} />
      </span>
      <span className="site-logo__text">{SHOP_INFO.name}</span>
      <span className="visually-hidden"> – {t`home page`}</span>
    </RouterLink>
  )
}

export function SiteHeader({ mainNavigation }: { mainNavigation: readonly NavigationEntry[] }) {
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
        <MainNavigation entries={mainNavigation} />
      </header>
    </>
  )
}
