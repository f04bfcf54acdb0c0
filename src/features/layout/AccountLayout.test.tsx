import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test-support/render.tsx'
import { AccountLayout } from './AccountLayout.tsx'

/** The names of the account navigation's links marked as the current page. */
async function currentAt(path: string, basepath = '/'): Promise<string[]> {
  await renderWithRouter(
    () => (
      <AccountLayout title="Page">
        <p>content</p>
      </AccountLayout>
    ),
    path,
    basepath === '/' ? 'en-GB' : 'fr-FR',
    basepath,
  )
  const nav = screen.getByRole('navigation', { name: 'Your account' })
  const names = [...nav.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent ?? '')
  cleanup()
  return names
}

describe('AccountLayout', () => {
  it("marks only the section of the page: an order's page is under Orders, not under Overview too", async () => {
    expect(await currentAt('/account/order/0190c0ffee0000000000000000000001')).toEqual(['Orders'])
    expect(await currentAt('/account/order')).toEqual(['Orders'])
    expect(await currentAt('/account/address')).toEqual(['Addresses'])
    expect(await currentAt('/account')).toEqual(['Overview'])
  })

  it('does the same below a locale prefix', async () => {
    expect(await currentAt('/fr-FR/account/order/0190c0ffee0000000000000000000001', '/fr-FR')).toEqual([
      'Orders',
    ])
    expect(await currentAt('/fr-FR/account', '/fr-FR')).toEqual(['Overview'])
  })
})
