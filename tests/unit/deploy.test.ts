import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HEADER_POLICY } from '@/lib/csp/policy'

// The example host configurations in deploy/ say the same as the nginx rules the e2e tests check.

const FILES = ['deploy/nginx/docs-headers.conf', 'deploy/netlify-cloudflare/_headers', 'deploy/apache/.htaccess', 'deploy/s3-cloudfront/README.md']

describe('deploy/ host configurations', () => {
  it.each(FILES)('%s sends the header policy of lib/csp and nosniff', (file) => {
    const text = fs.readFileSync(file, 'utf8')
    expect(text).toContain(HEADER_POLICY)
    expect(text).toContain('nosniff')
    expect(text).toContain('strict-origin-when-cross-origin')
  })
  it.each(['deploy/nginx/docs-site.conf', 'deploy/netlify-cloudflare/_headers', 'deploy/apache/.htaccess', 'deploy/s3-cloudfront/README.md'])(
    '%s caches /_next/static/ for a year',
    (file) => {
      expect(fs.readFileSync(file, 'utf8')).toMatch(/_next\/static[\s\S]*public, max-age=31536000, immutable/)
    },
  )
})

describe('the CloudFront Function for folders', () => {
  const handler = new Function(`${fs.readFileSync('deploy/s3-cloudfront/index-rewrite.js', 'utf8')}; return handler`)() as (event: unknown) => {
    uri?: string
    statusCode?: number
    headers?: { location: { value: string } }
  }
  const request = (uri: string, querystring: Record<string, { value: string }> = {}) => ({ request: { uri, querystring } })

  it('serves a folder from its index.html', () => {
    expect(handler(request('/de/installation/')).uri).toBe('/de/installation/index.html')
    expect(handler(request('/')).uri).toBe('/index.html')
  })
  it('redirects a folder without its slash, keeping the query', () => {
    expect(handler(request('/installation', { q: { value: 'modbus' } }))).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/installation/?q=modbus' } },
    })
  })
  it('leaves files alone', () => {
    expect(handler(request('/_next/static/chunks/a.js')).uri).toBe('/_next/static/chunks/a.js')
    expect(handler(request('/sitemap.xml')).uri).toBe('/sitemap.xml')
  })
})
