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

  it('fails loudly without a client build', () => {
    expect(() => assetsFromManifest({})).toThrow(/client build/)
  })
})
