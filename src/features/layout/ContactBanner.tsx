import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../../components/ui/icons/Icon.tsx'
import { SHOP_INFO } from './shop-info.ts'

/** Top bar with phone, opening hours and the showroom address. */
export function ContactBanner() {
  const { t } = useLingui()
  const { street, city } = SHOP_INFO.showroom
  return (
    <aside className="contact-banner" aria-label={t`Contact`}>
      <ul className="contact-banner__list">
        <li>
          <Icon name="phone" />
          <a className="contact-banner__phone" href={SHOP_INFO.phoneHref}>
            <span className="visually-hidden">{t`Phone:`} </span>
            {SHOP_INFO.phoneDisplay}
          </a>
        </li>
        <li>
          <Icon name="clock" />
          <span>
            <Trans>Mon–Fri 9 am–6 pm, Sat 10 am–4 pm</Trans>
          </span>
        </li>
        <li>
          <Icon name="store" />
          <span>
            <Trans>
              Showroom: {street}, {city}
            </Trans>
          </span>
        </li>
      </ul>
    </aside>
  )
}
