import { describe, expect, it, vi } from 'vitest'
import { resolveNavigation, safeNavigate, UnsafeNavigationError } from './safe-navigate.ts'

const ORIGIN = 'https://shop.example'

describe('resolveNavigation', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
  ])('refuses %j even with the external flag', (target) => {
    expect(() => resolveNavigation(target, ORIGIN, { external: true })).toThrow(UnsafeNavigationError)
  })

  it('keeps same-origin targets internal', () => {
    expect(resolveNavigation('/checkout/cart?x=1#top', ORIGIN)).toEqual({
      kind: 'internal',
      href: '/checkout/cart?x=1#top',
    })
    expect(resolveNavigation('https://shop.example/account', ORIGIN)).toEqual({
      kind: 'internal',
      href: '/account',
    })
  })

  it('needs the external flag to leave the site', () => {
    expect(() => resolveNavigation('https://paypal.example/pay', ORIGIN)).toThrow(/external option/)
    expect(() => resolveNavigation('//evil.example/x', ORIGIN)).toThrow(UnsafeNavigationError)
    expect(resolveNavigation('https://paypal.example/pay', ORIGIN, { external: true })).toEqual({
      kind: 'external',
      href: 'https://paypal.example/pay',
    })
  })
})

describe('safeNavigate', () => {
  it('routes internal targets through the router and external ones through the browser', async () => {
    const driver = { origin: ORIGIN, navigate: vi.fn(), assign: vi.fn() }
    await safeNavigate(driver, '/wishlist')
    expect(driver.navigate).toHaveBeenCalledWith('/wishlist', false)
    await safeNavigate(driver, 'https://psp.example/checkout', { external: true, replace: true })
    expect(driver.assign).toHaveBeenCalledWith('https://psp.example/checkout', true)
    await expect(safeNavigate(driver, 'javascript:void(0)')).rejects.toThrow(UnsafeNavigationError)
    expect(driver.navigate).toHaveBeenCalledTimes(1)
  })
})
