import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, PAINT_FALLBACK_MS } from './after-paint.ts'

afterEach(() => vi.useRealTimers())

describe('afterNextPaint', () => {
  it('runs the work once, in a task after the next frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const work = vi.fn()
    afterNextPaint(window, work)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(PAINT_FALLBACK_MS)
    expect(work).toHaveBeenCalledOnce()
  })

  it('runs it after the fallback when no frame comes (a tab in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const work = vi.fn()
    afterNextPaint(window, work)
    vi.advanceTimersByTime(PAINT_FALLBACK_MS - 1)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
    frames.mockRestore()
  })
})
