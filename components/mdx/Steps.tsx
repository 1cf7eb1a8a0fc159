import type { ReactNode } from 'react'

/** Numbered procedure: wrap an ordered list; each item is one step with its expected result. */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>
}
