import { execFileSync } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import { EDITORS_FIXTURE } from '../../../scripts/variants'

/** The fixture content tree of the editors variants and its site URL (its site.yaml). */
export const FIXTURE = EDITORS_FIXTURE
export const SITE_URL = 'https://docs.ampora.example'
export const EDIT_BASE = 'https://git.ampora.example/docs/edit/main'

/** Markers written only in the draft and in the unlisted page of the fixture. */
export const DRAFT_MARKER = 'quartzite-lantern'
export const UNLISTED_MARKER = 'obsidian-harbour'

/**
 * What "Last updated" should say for a fixture file: its last commit's date, or the front
 * matter's last_reviewed when this checkout has no history for it (uncommitted, shallow clone).
 */
export function expectedLastUpdated(file: string, lastReviewed?: string): { date: string; source: string } | undefined {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
  const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true'
  const committed = shallow ? '' : git(['log', '-1', '--format=%cI', '--', file]).slice(0, 10)
  if (committed) return { date: committed, source: 'git' }
  return lastReviewed ? { date: lastReviewed, source: 'front matter' } : undefined
}

export async function text(request: APIRequestContext, path: string): Promise<{ status: number; body: string }> {
  const response = await request.get(path)
  return { status: response.status(), body: await response.text() }
}

/** The sections texts that search and Ask AI know in a locale. */
export async function searchableText(request: APIRequestContext, locale: string): Promise<string> {
  const index = await text(request, `/search-index/${locale}.json`)
  const passages = await text(request, `/search-index/${locale}.passages.json`)
  return `${index.body}\n${passages.body}`
}
