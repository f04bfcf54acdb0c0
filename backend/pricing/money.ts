/**
 * Money in integer minor units. Prices are stored as REAL in SQLite; every calculation converts
 * once to minor units of the target precision and stays in integers, so 19.99 × 3 is 5997, never
 * 59.970000000000006.
 */
export interface Rounding {
  decimals: number
  /** cash-rounding step in major units, e.g. 0.05 for Swiss francs; 0.01 means "no cash rounding" */
  interval: number
  roundForNet: boolean
}

export function scale(decimals: number): number {
  return 10 ** decimals
}

/** Major → minor units. toFixed(8) first removes binary noise (1.005 * 100 = 100.49999…). */
export function toMinor(value: number, decimals: number): number {
  return Math.round(Number((value * scale(decimals)).toFixed(8)))
}

export function toMajor(minor: number, decimals: number): number {
  return Number((minor / scale(decimals)).toFixed(decimals))
}

/** Rounds minor units to the cash interval (0.05 CHF → multiples of 5 Rappen), half away from zero. */
export function cashRoundMinor(minor: number, rounding: Rounding): number {
  const step = toMinor(rounding.interval, rounding.decimals)
  if (step <= 1) return minor
  const sign = minor < 0 ? -1 : 1
  return sign * Math.round(Math.abs(minor) / step) * step
}

/**
 * Converts a stored major-unit amount into minor units of the target currency: multiply by the
 * currency factor (1 when the price row is already in that currency), round to the precision and,
 * when the interval applies (always for gross, for net only with roundForNet), to the cash step.
 */
export function convertToMinor(amount: number, factor: number, rounding: Rounding, isNet: boolean): number {
  const minor = toMinor(amount * factor, rounding.decimals)
  return isNet && !rounding.roundForNet ? minor : cashRoundMinor(minor, rounding)
}

/** Share of a percentage in minor units, rounded half away from zero. */
export function percentOf(minor: number, numerator: number, denominator: number): number {
  const raw = (minor * numerator) / denominator
  return Math.sign(raw) * Math.round(Math.abs(Number(raw.toFixed(6))))
}
