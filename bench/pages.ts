/**
 * Pages `npm run bench` measures. Later issues add their pages here (a path on the de-DE domain;
 * fr-FR paths start with /fr-FR). `targets` overrides the defaults per page.
 */
export interface BenchTargets {
  /** Gzipped JS referenced by the server-rendered HTML (scripts and modulepreloads), in KB (1024 B). */
  initialJsKb: number
  /** Lighthouse performance score, 0-1 (mobile, simulated throttling). */
  performance: number
  /** Cumulative layout shift. */
  cls: number
}

export interface BenchPage {
  name: string
  path: string
  targets?: Partial<BenchTargets>
}

export const DEFAULT_TARGETS: BenchTargets = { initialJsKb: 120, performance: 0.95, cls: 0.02 }

export const BENCH_PAGES: BenchPage[] = [{ name: 'home', path: '/' }]
