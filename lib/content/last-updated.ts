import { spawnSync } from 'node:child_process'

/** Why a build has no dates from git, so pages fall back to `last_reviewed`. */
export type GitDatesUnavailable = 'no-git' | 'shallow'

export interface GitDates {
  /** Repository path of a file → the calendar date (YYYY-MM-DD) of its last commit. */
  dates: Map<string, string>
  unavailable?: GitDatesUnavailable
}

const RECORD = '\u001e'

/** `git log` arguments: every commit touching `dir`, newest first, with its date and files. */
export function gitLogArgs(dir: string): string[] {
  return ['log', `--format=${RECORD}%cI`, '--name-only', '--no-renames', '--', dir]
}

/**
 * Parses the output of `git log` with gitLogArgs: a file's first appearance is its newest
 * commit. Dates keep the committer's calendar day (the ISO date before its time).
 */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>()
  for (const record of output.split(RECORD)) {
    const [dateLine, ...files] = record.split('\n')
    const date = /^(\d{4}-\d{2}-\d{2})T/.exec(dateLine?.trim() ?? '')?.[1]
    if (!date) continue
    for (const file of files) {
      const name = file.trim()
      if (name && !dates.has(name)) dates.set(name, date)
    }
  }
  return dates
}

function git(args: string[], cwd: string) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
}

/**
 * The last commit date of every file under `dir` from one `git log` call. A shallow clone
 * (usual in CI) would date every file to its one commit, so it gives no dates, like a tree
 * without git; pages then use their front matter.
 */
export function readGitDates(dir: string, cwd = process.cwd()): GitDates {
  const shallow = git(['rev-parse', '--is-shallow-repository'], cwd)
  if (shallow.status !== 0) return { dates: new Map(), unavailable: 'no-git' }
  if (shallow.stdout.trim() === 'true') return { dates: new Map(), unavailable: 'shallow' }
  const prefix = git(['rev-parse', '--show-prefix'], cwd).stdout.trim()
  const log = git(gitLogArgs(dir), cwd)
  if (log.status !== 0) return { dates: new Map(), unavailable: 'no-git' }
  // git prints paths from the repository root; callers ask with paths from cwd.
  const dates = new Map<string, string>()
  for (const [file, date] of parseGitLog(log.stdout)) {
    if (file.startsWith(prefix)) dates.set(file.slice(prefix.length), date)
  }
  return { dates, unavailable: undefined }
}

/** "Last updated" of a page: its file's last commit, else `last_reviewed` from front matter. */
export function lastUpdated(file: string, git: GitDates, lastReviewed: string | undefined): { date: string; source: 'git' | 'front matter' } | undefined {
  const fromGit = git.dates.get(file)
  if (fromGit) return { date: fromGit, source: 'git' }
  return lastReviewed ? { date: lastReviewed, source: 'front matter' } : undefined
}
