/** A size for people, in the reader's language: "1.4 MB", "1,4 MB", "١٫٤ ميغابايت". */
export function formatBytes(bytes: number, intlLocale: string): string {
  const units: [string, number][] = [
    ['kilobyte', 1024],
    ['megabyte', 1024 ** 2],
    ['gigabyte', 1024 ** 3],
  ]
  const [unit, size] = units.findLast(([, step]) => bytes >= step) ?? units[0]!
  const value = bytes / size
  return new Intl.NumberFormat(intlLocale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}

/** Whole percent of work done, never 100 before the end. */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 100
  if (done >= total) return 100
  return Math.min(99, Math.floor((done / total) * 100))
}
