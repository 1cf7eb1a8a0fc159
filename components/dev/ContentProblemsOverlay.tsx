'use client'

import { useEffect, useState } from 'react'
import { DEV_PROBLEMS_PATH, type DevProblems } from '@/lib/dev/content-problems'
import { formatProblem, type Problem } from '@/lib/validation/problems'

/**
 * `npm run dev` only: the problems of saved content files (front matter, components), naming
 * file and field, over the page until they are fixed.
 */
export function ContentProblemsOverlay({ basePath, title, help }: { basePath: string; title: string; help: string }) {
  const [problems, setProblems] = useState<Problem[]>([])
  useEffect(() => {
    // EventSource reconnects by itself when the dev server restarts.
    const events = new EventSource(`${basePath}${DEV_PROBLEMS_PATH}`)
    events.onmessage = (event: MessageEvent<string>) => {
      setProblems((JSON.parse(event.data) as DevProblems).problems)
    }
    return () => {
      events.close()
    }
  }, [basePath])
  if (problems.length === 0) return null
  return (
    <div
      role="alert"
      data-content-problems
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-3xl rounded-lg border-2 border-danger bg-bg-raised p-4 text-sm shadow-xl"
    >
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-fg-muted">{help}</p>
      <ul dir="ltr" className="mt-3 space-y-1 font-mono text-xs">
        {problems.map((problem, i) => (
          <li key={i}>{formatProblem(problem)}</li>
        ))}
      </ul>
    </div>
  )
}
