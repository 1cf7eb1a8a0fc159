import { describe, expect, it } from 'vitest'
import { footprintLine, footprintProblems, hostsToCheck, type Footprint } from '@/lib/export/footprint'
import { isUnrequestedRoutePayload } from '@/lib/export/route-payloads'
import { HOST_IDS, HOST_LIMITS } from '@/lib/site/hosts'
import { parseSiteConfig } from '@/lib/site/load'
import { ContentError, formatProblem } from '@/lib/validation/problems'
import { SITE_YAML } from './fixtures'

const small: Footprint = {
  bytes: 120e6,
  files: 6_000,
  pages: 3_000,
  largestFolder: { path: '_next/static/chunks', files: 300 },
  largestFile: { path: 'search-index/en/passages.json', bytes: 3e6 },
}

describe('the export footprint', () => {
  it('is one line with totals and per-page figures', () => {
    expect(footprintLine('out', small)).toBe('out/: 120 MB in 6,000 files, 3,000 pages (40 KB and 2.0 files per page)')
  })
  it('fits every host when it is small', () => {
    expect(footprintProblems(small, hostsToCheck(undefined))).toEqual([])
  })
  it('names each host limit an export passes, and by how much', () => {
    const large = { ...small, bytes: 1_043e6, files: 22_662 }
    const problems = footprintProblems(large, hostsToCheck(undefined))
    expect(problems).toEqual([
      'GitHub Pages takes at most 1000 MB; this export is 1043 MB',
      'Cloudflare Pages (free plan) takes at most 20,000 files; this export has 22,662',
      'Azure Static Web Apps (free plan) takes at most 262 MB; this export is 1043 MB',
    ])
    expect(footprintProblems(large, hostsToCheck('s3'))).toEqual([])
    expect(footprintProblems({ ...small, largestFolder: { path: 'img', files: 60_000 } }, hostsToCheck('netlify'))).toEqual([
      'Netlify takes at most 54,000 files per folder; img has 60,000',
    ])
    expect(footprintProblems({ ...small, largestFile: { path: 'big.pdf', bytes: 30e6 } }, hostsToCheck('cloudflare-pages'))[0]).toMatch(/big\.pdf is 30 MB/)
  })
  it('holds a configured host to its own limits only', () => {
    expect(hostsToCheck('azure-swa')).toEqual([HOST_LIMITS['azure-swa']])
    expect(hostsToCheck(undefined)).toHaveLength(HOST_IDS.length)
  })
  it('is configured by deploy.host, naming a wrong value', () => {
    expect(parseSiteConfig(`${SITE_YAML}\ndeploy:\n  host: cloudflare-pages\n`, 'site.yaml').deploy).toEqual({ host: 'cloudflare-pages' })
    try {
      parseSiteConfig(`${SITE_YAML}\ndeploy:\n  host: vercel\n`, 'site.yaml')
      expect.unreachable()
    } catch (error) {
      expect((error as ContentError).problems.map(formatProblem)[0]).toMatch(/field "deploy\.host": .*found "vercel"/)
    }
  })
})

describe('route payloads no navigation requests', () => {
  it('are every payload file Next writes, and no other text file', () => {
    for (const removed of ['de/installation/__next._full.txt', '__next._tree.txt', 'installation/__next.$d$locale.$c$slug.__PAGE__.txt', 'ar/__next.$d$locale.txt', 'installation/index.txt', 'index.txt']) {
      expect(isUnrequestedRoutePayload(removed)).toBe(true)
    }
    for (const kept of ['llms.txt', 'nl/llms.txt', 'robots.txt', 'img/__next.notes.svg', 'installation/index.md']) {
      expect(isUnrequestedRoutePayload(kept)).toBe(false)
    }
  })
})
