import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { navigationHref } from '../../domain/links.ts'
import type { NavigationEntry } from '../../domain/types.ts'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { WithdrawalLink } from '../orders/WithdrawalLink.tsx'
import { type Menus, useMenus } from './menus.ts'
import { PaymentMarks } from './PaymentMarks.tsx'
import { copyrightYears, SHOP_INFO } from './shop-info.ts'

export interface SiteFooterProps {
  /** Footer navigation: top-level entries become columns, their children the links. */
  footerNavigation: readonly NavigationEntry[]
  /** Service navigation (imprint, privacy, terms …) as a flat row of links. */
  serviceNavigation: readonly NavigationEntry[]
  /** Filled by the newsletter feature; nothing is rendered when absent. */
  newsletter?: ReactNode
  /** The current year at the shop when the page was rendered (root loader data, same on both sides). */
  year: number
}

/** The footer's island: footer and service menus of the root loader's menus (loaded when not in the page). */
export function SiteFooterFromMenus({
  menus,
  newsletter,
  year,
}: {
  menus: Menus
  newsletter?: ReactNode
  year: number
}) {
  const { footer, service } = useMenus(menus)
  return (
    <SiteFooter footerNavigation={footer} serviceNavigation={service} newsletter={newsletter} year={year} />
  )
}

function EntryLink({ entry }: { entry: NavigationEntry }) {
  return (
    <Link
      href={navigationHref(entry)}
      variant="menu"
      target={entry.linkNewTab ? '_blank' : undefined}
      // Site chrome on every page: prefetch on hover/focus, not on sight (see MainNavigation).
      preload="intent"
    >
      {entry.name}
    </Link>
  )
}

export function SiteFooter({ footerNavigation, serviceNavigation, newsletter, year }: SiteFooterProps) {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__claim">
          <Icon name="leaf" size={24} />
          <span>
            <Trans>Garden furniture since 1998 — over 25 years</Trans>
          </span>
        </p>
        {newsletter ? <div className="site-footer__newsletter">{newsletter}</div> : null}
        {footerNavigation.length > 0 ? (
          <nav className="site-footer__columns" aria-label={t`Footer navigation`}>
            {footerNavigation.map((column) => (
              <div key={column.id} className="site-footer__column">
                <h2 className="site-footer__heading">{column.name}</h2>
                <ul>
                  {(column.children.length > 0 ? column.children : [column]).map((entry) => (
                    <li key={entry.id}>
                      <EntryLink entry={entry} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        <div className="site-footer__payment">
          <h2 className="site-footer__heading">{t`Payment methods`}</h2>
          <PaymentMarks />
        </div>
        <div className="site-footer__bottom">
          {serviceNavigation.length > 0 ? (
            <nav aria-label={t`Service`}>
              <ul className="site-footer__service">
                {serviceNavigation.map((entry) => (
                  <li key={entry.id}>
                    <EntryLink entry={entry} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <WithdrawalLink />
          <p className="site-footer__legal">{`© ${SHOP_INFO.name} ${copyrightYears(year)}`}</p>
        </div>
      </div>
    </footer>
  )
}
