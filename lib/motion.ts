/**
 * Duration of the sidebar's collapse animation: longer for taller content, so every category
 * moves at a similar speed; 1 ms when the reader prefers reduced motion.
 */
export function collapseDurationMs(heightPx: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return 1
  const rows = Math.max(heightPx, 0) / 36
  return Math.round(Math.min(120 + 60 * Math.sqrt(rows), 600))
}
