import { describe, expect, it } from 'vitest'
import {
  type LighthouseRun,
  longestTasks,
  mainThreadGroups,
  median,
  observedPhases,
  scriptBootup,
  simulatedPhases,
  summarize,
} from './lighthouse.ts'

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

describe('main-thread work', () => {
  const origin = 'http://localhost:3451'

  it('reads the breakdown by group, the longest tasks and the scripts with their paths', () => {
    expect(
      mainThreadGroups({
        items: [
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 812.4 },
          { group: 'other', groupLabel: 'Other', duration: 401.6 },
        ],
      }),
    ).toEqual({ scriptEvaluation: 812, other: 402 })
    const tasks = longestTasks(
      {
        items: [
          { url: `${origin}/assets/a.js`, duration: 61.2, startTime: 1800.4 },
          { url: 'Unattributable', duration: 240, startTime: 1200 },
          { url: `${origin}/checkout`, duration: 95, startTime: 900 },
        ],
      },
      origin,
      2,
    )
    expect(tasks).toEqual([
      { url: 'Unattributable', startMs: 1200, durationMs: 240 },
      { url: '/checkout', startMs: 900, durationMs: 95 },
    ])
    expect(
      scriptBootup(
        { items: [{ url: `${origin}/assets/f.js`, total: 300.4, scripting: 250, scriptParseCompile: 20.6 }] },
        origin,
      ),
    ).toEqual([{ url: '/assets/f.js', totalMs: 300, scriptingMs: 250, parseMs: 21 }])
  })

  it('gives null or nothing when an audit failed', () => {
    expect(mainThreadGroups(undefined)).toBeNull()
    expect(longestTasks({}, origin)).toEqual([])
  })
})

describe('summarize', () => {
  const run = (tbtMs: number, lcpMs: number, benchmarkIndex: number): LighthouseRun => ({
    performance: 0.9,
    lcpMs,
    tbtMs,
    cls: 0,
    fcpMs: 800,
    lcpElement: null,
    lcpPhases: null,
    observedLcpPhases: null,
    observedFcpMs: null,
    observedLcpMs: null,
    scriptsBeforeLcpKb: null,
    loadAverage: 3,
    benchmarkIndex,
    mainThreadMs: null,
    longTasks: [],
    bootup: [],
    loaded: { js: [], css: [] },
  })

  it('takes the median of each figure over the runs without an error, and keeps every run', () => {
    const failed = { ...run(0, 0, 0), lcpMs: null, runtimeError: 'NO_NAVSTART: …' }
    const figures = summarize([run(400, 1200, 900), failed, run(100, 1000, 1100), run(250, 1500, 1000)], 0.6)
    expect(figures.tbtMs).toBe(250)
    expect(figures.lcpMs).toBe(1200)
    expect(figures.benchmarkIndex).toBe(1000)
    expect(figures.runs).toHaveLength(4)
    // The run whose LCP is the median: the first one.
    expect(figures.medianRun).toBe(0)
    expect(figures.runtimeError).toBeUndefined()
  })

  it('reports the error when no run gave figures', () => {
    const failed = { ...run(0, 0, 0), lcpMs: null, runtimeError: 'NO_FCP: …' }
    const figures = summarize([failed], 1)
    expect(figures.tbtMs).toBeNull()
    expect(figures.runtimeError).toBe('NO_FCP: …')
  })
})
