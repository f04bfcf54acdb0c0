/** A judged figure: printed PASS/FAIL with its value and limit, and written to bench.json. */
export interface TargetResult {
  name: string
  /** null: not measured in this run (then the target counts as missed). */
  value: number | null
  limit: string
  pass: boolean
  /** The baseline commit's figure from the same run, where the issue compares against it. */
  baseline?: number | null
  /** current ÷ baseline */
  ratio?: number | null
}

export function atMost(
  name: string,
  value: number | null | undefined,
  limit: number,
  extra: Partial<TargetResult> = {},
): TargetResult {
  const measured = value ?? null
  return {
    name,
    value: measured,
    limit: `<= ${limit}`,
    pass: measured !== null && measured <= limit,
    ...extra,
  }
}

export function below(
  name: string,
  value: number | null | undefined,
  limit: number,
  extra: Partial<TargetResult> = {},
): TargetResult {
  const measured = value ?? null
  return { name, value: measured, limit: `< ${limit}`, pass: measured !== null && measured < limit, ...extra }
}

export function atLeast(
  name: string,
  value: number | null | undefined,
  limit: number,
  extra: Partial<TargetResult> = {},
): TargetResult {
  const measured = value ?? null
  return {
    name,
    value: measured,
    limit: `>= ${limit}`,
    pass: measured !== null && measured >= limit,
    ...extra,
  }
}

export function formatTarget(target: TargetResult): string {
  const beside =
    target.baseline === undefined
      ? ''
      : `; baseline ${target.baseline ?? 'not measured'}${target.ratio != null ? `, ratio ${target.ratio}` : ''}`
  return `${target.pass ? 'PASS' : 'FAIL'} ${target.name}: ${target.value ?? 'not measured'} (target ${target.limit}${beside})`
}
