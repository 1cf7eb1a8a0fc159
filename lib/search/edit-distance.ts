// Three rolling rows, reused between calls: the typo search compares a query term with
// thousands of vocabulary terms per keystroke, and allocating rows for each was most of its time.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up once
 * the distance exceeds `max` (then it returns max + 1).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  if (rows[0].length < b.length + 1) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)]
  // beforePrevious, previous, current: rows i-2, i-1 and i of the table.
  let [beforePrevious, previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1)
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  return Math.min(previous[b.length]!, max + 1)
}
