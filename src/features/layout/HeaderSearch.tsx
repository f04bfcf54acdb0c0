import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { isLocale, localePrefix } from '../../domain/locale'
import { Icon } from '../../components/ui/icons/Icon'

/**
 * Header search: a real GET form to /search?search=… (works before hydration) that becomes a
 * client-side navigation once hydrated. Native elements on purpose: React Aria's SearchField adds
 * ~7 KB gzip to every page; the catalogue's suggestion combobox will load on demand.
 */
export function HeaderSearch() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const inputId = useId()
  const prefix = isLocale(i18n.locale) ? localePrefix(i18n.locale) : ''
  const action = `${prefix}/search`

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    if (!term) return
    void router.navigate({ href: `${action}?${new URLSearchParams({ search: term })}` })
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form is the landmark older screen readers know
    <form className="header-search" role="search" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t`Search products`}
      </label>
      <div className="header-search__box">
        <input
          id={inputId}
          className="ui-input header-search__input"
          type="search"
          name="search"
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search for lounge sets, tables, chairs …`}
        />
        <button type="submit" className="header-search__submit" aria-label={t`Search`}>
          <Icon name="search" />
        </button>
      </div>
    </form>
  )
}
