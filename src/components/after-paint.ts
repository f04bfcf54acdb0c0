/** The latest `afterNextPaint` waits for a painted frame: a tab in the background paints none. */
export const PAINT_FALLBACK_MS = 100

/**
 * Runs `work` once, after the browser has painted what the current event changed (the next
 * animation frame, then a task), or after PAINT_FALLBACK_MS where no frame comes. Work that the
 * shopper's press does not need to see answered (loading islands' code, building a request) then
 * does not hold the press's paint back.
 */
export function afterNextPaint(target: Window, work: () => void): void {
  let done = false
  const run = (): void => {
    if (done) return
    done = true
    work()
  }
  target.requestAnimationFrame(() => target.setTimeout(run, 0))
  target.setTimeout(run, PAINT_FALLBACK_MS)
}
