/**
 * A cheap test that rules out most vocabulary terms before the edit distance is computed. A
 * term's signature has one bit per character (code unit modulo 32). One edit adds at most one
 * character that the other word lacks and removes at most one, so words within `max` edits
 * differ by at most `max` bits each way; characters that share a bit only make the test looser,
 * never wrong.
 */
export function letterSignature(term: string): number {
  let bits = 0
  for (let i = 0; i < term.length; i++) bits |= 1 << (term.charCodeAt(i) & 31)
  return bits >>> 0
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/** False when two words with these signatures cannot be within `max` edits of each other. */
export function mayBeWithin(a: number, b: number, max: number): boolean {
  return popcount(a & ~b) <= max && popcount(b & ~a) <= max
}
