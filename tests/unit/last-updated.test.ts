import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastUpdated, parseGitLog, readGitDates } from '@/lib/content/last-updated'

// "Last updated" comes from the file's last commit; without history (a shallow CI clone, or no
// git at all) it comes from the front matter's last_reviewed.

describe('parseGitLog', () => {
  it('keeps the newest commit of each file, as the committer dated it', () => {
    const log = '\u001e2025-05-12T23:30:00+02:00\n\ncontent/docs/en/a.mdx\n\u001e2025-01-02T08:00:00+00:00\n\ncontent/docs/en/a.mdx\ncontent/docs/en/b.mdx\n'
    expect(Object.fromEntries(parseGitLog(log))).toEqual({ 'content/docs/en/a.mdx': '2025-05-12', 'content/docs/en/b.mdx': '2025-01-02' })
  })
})

describe('readGitDates', () => {
  let repo: string
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
      stdio: 'pipe',
    })
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
  }

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'))
    git(repo, ['init', '-q', '-b', 'main'])
    write('content/docs/en/a.mdx', 'one')
    write('content/docs/en/b.mdx', 'one')
    git(repo, ['add', '.'])
    git(repo, ['commit', '-q', '-m', 'first'], '2024-02-03T10:00:00+00:00')
    write('content/docs/en/a.mdx', 'two')
    git(repo, ['commit', '-q', '-am', 'second'], '2025-06-07T10:00:00+00:00')
  })
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }))

  it('dates every file from one git call over the content folder', () => {
    const dates = readGitDates('content', repo)
    expect(dates.unavailable).toBeUndefined()
    expect(lastUpdated('content/docs/en/a.mdx', dates, '2020-01-01')).toEqual({ date: '2025-06-07', source: 'git' })
    expect(lastUpdated('content/docs/en/b.mdx', dates, undefined)).toEqual({ date: '2024-02-03', source: 'git' })
  })
  it('answers with paths from the folder it runs in, inside the repository', () => {
    const dates = readGitDates('docs', path.join(repo, 'content'))
    expect(dates.dates.get('docs/en/a.mdx')).toBe('2025-06-07')
  })
  it('falls back to the front matter for a file without commits', () => {
    write('content/docs/en/new.mdx', 'new')
    const dates = readGitDates('content', repo)
    expect(lastUpdated('content/docs/en/new.mdx', dates, '2025-03-04')).toEqual({ date: '2025-03-04', source: 'front matter' })
    expect(lastUpdated('content/docs/en/new.mdx', dates, undefined)).toBeUndefined()
  })
  it('uses no git dates in a shallow clone, where every file would get the same date', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-shallow-'))
    try {
      git(os.tmpdir(), ['clone', '-q', '--depth', '1', `file://${repo}`, clone])
      const dates = readGitDates('content', clone)
      expect(dates.unavailable).toBe('shallow')
      expect(lastUpdated('content/docs/en/b.mdx', dates, '2024-12-01')).toEqual({ date: '2024-12-01', source: 'front matter' })
    } finally {
      fs.rmSync(clone, { recursive: true, force: true })
    }
  })
  it('uses no git dates outside a repository', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-plain-'))
    try {
      expect(readGitDates('content', plain)).toEqual({ dates: new Map(), unavailable: 'no-git' })
    } finally {
      fs.rmSync(plain, { recursive: true, force: true })
    }
  })
})
