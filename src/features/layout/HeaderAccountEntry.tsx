import { useLingui } from '@lingui/react/macro'
import { HeaderIconLink } from './HeaderIconLink'

/** The header's account entry (owned by the accounts feature). */
export function HeaderAccountEntry() {
  const { t } = useLingui()
  return <HeaderIconLink href="/account" label={t`Account`} icon="user" />
}
