import { describe, expect, it } from 'vitest'
import { assetsFromManifest } from './assets.ts'

describe('assetsFromManifest', () => {
  it('collects the entry, its CSS and its static imports (transitively) for preloading', () => {
    const manifest = {
      'src/entry-client.tsx': {
        file: 'assets/entry-a1.js',
        css: ['assets/entry-b2.css'],
        imports: ['_react.js'],
        isEntry: true,
      },
      '_react.js': { file: 'assets/react-c3.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-d4.js', css: ['assets/runtime-e5.css'] },
      'src/routes/x.tsx': { file: 'assets/x-f6.js' },
    }
    expect(assetsFromManifest(manifest)).toEqual({
      scripts: [{ src: '/assets/entry-a1.js' }],
      css: ['/assets/entry-b2.css', '/assets/runtime-e5.css'],
      preloads: ['/assets/react-c3.js', '/assets/runtime-d4.js'],
    })
  })

  it('names the framework, router and shell chunks to evaluate apart, each after what it imports', () => {
    const manifest = {
      'src/entry-client.tsx': {
        file: 'assets/entry-a1.js',
        imports: ['_shell.js', '_router.js', '_small.js'],
        isEntry: true,
      },
      '_shell.js': { file: 'assets/shell-b2.js', name: 'shell', imports: ['_framework.js', '_router.js'] },
      '_router.js': { file: 'assets/router-c3.js', name: 'router', imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-d4.js', name: 'framework', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/rolldown-runtime-e5.js', name: 'rolldown-runtime' },
      '_small.js': { file: 'assets/small-f6.js', name: 'small', imports: ['_framework.js'] },
    }
    expect(assetsFromManifest(manifest).steps).toEqual([
      '/assets/framework-d4.js',
      '/assets/router-c3.js',
      '/assets/shell-b2.js',
    ])
  })

  it('fails loudly without a client build', () => {
    expect(() => assetsFromManifest({})).toThrow(/client build/)
  })
})

describe('assetsFromManifest: the document entry', () => {
  it('collects per content module the chunks the entry does not preload already', () => {
    const manifest = {
      'src/entry-client.tsx': { file: 'assets/entry-a1.js', imports: ['_react.js'], isEntry: true },
      'src/entry-document.tsx': {
        file: 'assets/document-b2.js',
        imports: ['_react.js'],
        dynamicImports: ['src/features/cart/CartPage.tsx'],
        isEntry: true,
      },
      '_react.js': { file: 'assets/react-c3.js' },
      'src/features/cart/CartPage.tsx': { file: 'assets/CartPage-d4.js', imports: ['_react.js', '_cart.js'] },
      '_cart.js': { file: 'assets/cart-e5.js', imports: ['_react.js', '_price.js'] },
      '_price.js': { file: 'assets/price-f6.js' },
    }
    expect(assetsFromManifest(manifest).document).toEqual({
      scripts: [{ src: '/assets/document-b2.js' }],
      preloads: ['/assets/react-c3.js'],
      contentPreloads: {
        'src/features/cart/CartPage.tsx': [
          '/assets/CartPage-d4.js',
          '/assets/cart-e5.js',
          '/assets/price-f6.js',
        ],
      },
    })
  })
})
