import type { Problem } from '../validation/problems'

/**
 * `npm run dev`: problems of the content files saved since it started. scripts/dev.ts writes
 * them; the page shows them in an overlay (a saved file with bad front matter keeps its last
 * good version on the page, which would otherwise look like the save did nothing).
 */
export const DEV_PROBLEMS_FILE = '.tmp/dev-content-problems.json'
/** Server-sent events with the current problems (app/dev-content-problems/route.dev.ts). */
export const DEV_PROBLEMS_SEGMENT = 'dev-content-problems'
export const DEV_PROBLEMS_PATH = `/${DEV_PROBLEMS_SEGMENT}/`

export interface DevProblems {
  problems: Problem[]
}

/** Problems per file: a file's new check replaces its old problems; an empty list clears it. */
export function updateProblems(current: Map<string, Problem[]>, file: string, problems: Problem[]): Map<string, Problem[]> {
  const next = new Map(current)
  if (problems.length === 0) next.delete(file)
  else next.set(file, problems)
  return next
}
