// Weekly opening hours as rows for display: consecutive days with the same hours share a row
// ("Monday – Friday"), closed days are listed as closed. Weekday names come from Intl in the page's
// locale (stable between server and browser, unlike formatted times, which stay as written).

export interface HoursGroup {
  days: readonly number[]
  opens: string
  closes: string
}

export interface HoursRow {
  days: string
  /** null: closed. */
  hours: { opens: string; closes: string } | null
}

/** ISO weekday (1 = Monday) → its name; 2024-01-01 was a Monday. */
export function weekdayName(locale: string, day: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  )
}

export function openingHoursRows(locale: string, groups: readonly HoursGroup[]): HoursRow[] {
  const byDay = new Map<number, { opens: string; closes: string } | null>()
  for (let day = 1; day <= 7; day++) {
    const group = groups.find((candidate) => candidate.days.includes(day))
    byDay.set(day, group ? { opens: group.opens, closes: group.closes } : null)
  }
  const rows: HoursRow[] = []
  let start = 1
  for (let day = 2; day <= 8; day++) {
    const previous = byDay.get(day - 1) ?? null
    const current = day <= 7 ? (byDay.get(day) ?? null) : undefined
    const same = current !== undefined && JSON.stringify(current) === JSON.stringify(previous)
    if (same) continue
    const days =
      start === day - 1
        ? weekdayName(locale, start)
        : `${weekdayName(locale, start)} – ${weekdayName(locale, day - 1)}`
    rows.push({ days, hours: previous })
    start = day
  }
  return rows
}
