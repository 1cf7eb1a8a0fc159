import { ContentError, formatProblem } from '../lib/validation/problems'

/** Runs a build step; content and config problems print one per line and exit with code 1. */
export async function runScript(main: () => unknown | Promise<unknown>): Promise<void> {
  try {
    await main()
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`\n✖ ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} found:`)
      for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`)
      console.error('')
    } else {
      console.error(error)
    }
    process.exit(1)
  }
}
