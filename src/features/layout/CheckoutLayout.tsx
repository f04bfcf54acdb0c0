import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { LegalNav } from '../legal/LegalNav.tsx'
import { NotificationToasts } from '../notifications/ToastRegion.tsx'
import { HomeLink } from './SiteHeader.tsx'
import { SHOP_INFO } from './shop-info.ts'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx'

/**
 * Minimal chrome for cart and checkout: logo, a way back to shopping, the service phone and, in the
 * footer, the legal pages (in a new tab); no navigation that would pull shoppers out of the purchase.
 */
export function CheckoutChrome({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <SkipLink />
      <header className="site-header site-header--checkout">
        <div className="site-header__bar">
          <HomeLink />
          <p className="checkout-header__help">
            <Icon name="phone" />
            <span>
              <Trans>Questions about your order?</Trans>{' '}
              <a href={SHOP_INFO.phoneHref}>{SHOP_INFO.phoneDisplay}</a>
            </span>
          </p>
          <Link href="/" variant="plain" className="checkout-header__back">
            {t`Continue shopping`}
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main site-main--checkout">
        {children}
      </main>
      <footer className="site-footer site-footer--checkout">
        <p className="site-footer__legal">
          <Icon name="check" /> <Trans>Secure checkout · prices as calculated by the shop</Trans>
        </p>
        <LegalNav />
      </footer>
      <NotificationToasts />
    </>
  )
}

/** Layout of a checkout page body (cart, checkout): a main column and a summary column. */
export function CheckoutLayout({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  return (
    <div className="checkout-layout">
      <div className="checkout-layout__main">{children}</div>
      {summary ? <div className="checkout-layout__summary">{summary}</div> : null}
    </div>
  )
}
