import { describe, expect, it } from 'vitest'
import { median, observedPhases, simulatedPhases } from './lighthouse.ts'

describe('median', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and skips gaps', () => {
    expect(median([2110, 983, 1094])).toBe(1094)
    expect(median([900, 1000, 1200, null, 1300])).toBe(1100)
    expect(median([null, null])).toBeNull()
    expect(median([])).toBeNull()
  })
})

// Shapes as Lighthouse 12.8 writes them into the report (trimmed to what is read).
const elementAudit = {
  items: [
    { type: 'table', items: [{ node: { selector: 'div.cms-block > img.cms-background' } }] },
    {
      type: 'table',
      items: [
        { phase: 'TTFB', timing: 482.66 },
        { phase: 'Load Delay', timing: 0 },
        { phase: 'Load Time', timing: 189.33 },
        { phase: 'Render Delay', timing: 293.5 },
      ],
    },
  ],
}

const breakdownInsight = {
  items: [
    {
      type: 'table',
      items: [
        { subpart: 'timeToFirstByte', duration: 24.7 },
        { subpart: 'resourceLoadDelay', duration: 43.4 },
        { subpart: 'resourceLoadDuration', duration: 153.3 },
        { subpart: 'elementRenderDelay', duration: 52.2 },
      ],
    },
    { type: 'node' },
  ],
}

describe('LCP phases', () => {
  it('reads the simulated phases of largest-contentful-paint-element', () => {
    expect(simulatedPhases(elementAudit)).toEqual({
      ttfbMs: 483,
      loadDelayMs: 0,
      loadTimeMs: 189,
      renderDelayMs: 294,
    })
  })

  it('reads the observed subparts of lcp-breakdown-insight; a text LCP has no load parts', () => {
    expect(observedPhases(breakdownInsight)).toEqual({
      ttfbMs: 25,
      loadDelayMs: 43,
      loadTimeMs: 153,
      renderDelayMs: 52,
    })
    const text = {
      items: [
        {
          type: 'table',
          items: [
            { subpart: 'timeToFirstByte', duration: 20 },
            { subpart: 'elementRenderDelay', duration: 180 },
          ],
        },
      ],
    }
    expect(observedPhases(text)).toEqual({ ttfbMs: 20, loadDelayMs: 0, loadTimeMs: 0, renderDelayMs: 180 })
  })

  it('gives null when the audit failed (no table)', () => {
    expect(simulatedPhases(undefined)).toBeNull()
    expect(observedPhases({ items: [] })).toBeNull()
  })
})
