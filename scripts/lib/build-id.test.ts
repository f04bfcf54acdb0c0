import { describe, expect, it } from 'vitest'
import { buildIdFromModuleUrl, buildIdOf } from './build-id.ts'

describe('buildIdOf', () => {
  const files = [
    { fileName: 'assets/framework-Cq1.js', type: 'chunk' as const, isEntry: false },
    { fileName: 'assets/entry-client-B7x.js', type: 'chunk' as const, isEntry: true },
    { fileName: 'assets/entry-client-D2.css', type: 'asset' as const },
    { fileName: 'assets/entry-document-Q4.js', type: 'chunk' as const, isEntry: true },
  ]

  it('is the same for the same output, whenever and however often it is built', () => {
    expect(buildIdOf(files)).toBe(buildIdOf([...files].reverse()))
    expect(buildIdOf(files)).toBe('assets/entry-client-B7x.js')
  })

  it('changes when the content (and so the entry name) changes', () => {
    const changed = files.map((file) =>
      file.fileName === 'assets/entry-client-B7x.js'
        ? { ...file, fileName: 'assets/entry-client-Z9q.js' }
        : file,
    )
    expect(buildIdOf(changed)).not.toBe(buildIdOf(files))
  })

  it('refuses a build without exactly one router entry', () => {
    expect(() => buildIdOf(files.filter((file) => !file.isEntry))).toThrow(/exactly one router entry/)
    expect(() =>
      buildIdOf([...files, { fileName: 'assets/entry-client-Other.js', type: 'chunk', isEntry: true }]),
    ).toThrow()
  })

  it('matches what the browser derives from its entry module URL', () => {
    expect(buildIdFromModuleUrl('https://shop.example/assets/entry-client-B7x.js')).toBe(buildIdOf(files))
  })
})
