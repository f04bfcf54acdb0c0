import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { documentNavigation } from './document-navigation.tsx'

afterEach(() => cleanup())

function currentLinks(path: string): string[] {
  const { Link } = documentNavigation('en-GB', { path, search: '' }, {})
  render(
    <nav>
      <Link href="/account" exact>
        Overview
      </Link>
      <Link href="/account/order">Orders</Link>
    </nav>,
  )
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '')
}

describe('documentNavigation links', () => {
  it('mark a link current on its path and below it, an exact one on its own path only', () => {
    expect(currentLinks('/account/order/0190c0ffee0000000000000000000001')).toEqual(['Orders'])
  })

  it('mark the exact link on its own path', () => {
    expect(currentLinks('/account/')).toEqual(['Overview'])
  })
})
