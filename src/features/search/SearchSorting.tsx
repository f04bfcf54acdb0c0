import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { isLocale, localePrefix } from '../../domain/locale'
import { type SearchParams, searchLinkParams } from './search-params'

export interface SearchSortingProps {
  params: SearchParams
  /** The sorting the back end applied (it may differ from the URL's when that key is unknown). */
  current: string
  options: { key: string; label: string }[]
}

/**
 * A native GET form: without JavaScript the button submits it; once hydrated, choosing an option
 * navigates client-side (page 1, since the order of everything changes).
 */
export function SearchSorting({ params, current, options }: SearchSortingProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const selectId = useId()
  if (options.length < 2) return null
  const action = `${isLocale(i18n.locale) ? localePrefix(i18n.locale) : ''}/search`
  const go = (order: string) =>
    void navigate({ to: '/search', search: searchLinkParams(params, { order, p: 1 }) })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go(String(new FormData(event.currentTarget).get('order') ?? current))
  }
  return (
    <form className="search-sorting" action={action} method="get" onSubmit={onSubmit}>
      <input type="hidden" name="search" value={params.search} />
      {params.limit === undefined ? null : <input type="hidden" name="limit" value={params.limit} />}
      <label htmlFor={selectId}>{t`Sort by`}</label>{' '}
      <select
        id={selectId}
        name="order"
        className="ui-input search-sorting__select"
        key={current}
        defaultValue={current}
        onChange={(event) => go(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>{' '}
      <button type="submit" className="ui-button search-sorting__apply">
        {t`Apply`}
      </button>
    </form>
  )
}
