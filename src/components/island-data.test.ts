import { describe, expect, it, vi } from 'vitest'
import { IslandData } from './island-data.ts'

describe('IslandData', () => {
  it('gives the value it was made with, without loading', () => {
    const load = vi.fn(() => Promise.resolve('loaded'))
    const data = IslandData.of('server')

    expect(data.read(load)).toEqual({ value: 'server' })
    expect(data.peek()).toBe('server')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads a missing value once, and has it (peek) once it arrived', async () => {
    const load = vi.fn(() => Promise.resolve('loaded'))
    const data = IslandData.missing<string>()
    expect(data.peek()).toBeUndefined()

    const first = data.read(load)
    const second = data.read(load)

    expect(load).toHaveBeenCalledTimes(1)
    if (!('loading' in first) || !('loading' in second)) throw new Error('expected a load')
    expect(second.loading).toBe(first.loading)
    await expect(first.loading).resolves.toBe('loaded')
    expect(data.peek()).toBe('loaded')
    expect(data.read(load)).toEqual({ value: 'loaded' })
  })

  it('has nothing to peek at while its load failed', async () => {
    const data = IslandData.missing<string>()
    const read = data.read(() => Promise.reject(new Error('offline')))

    if (!('loading' in read)) throw new Error('expected a load')
    await expect(read.loading).rejects.toThrow('offline')
    expect(data.peek()).toBeUndefined()
  })
})
