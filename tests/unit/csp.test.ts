import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, inlineScripts } from '@/lib/csp/inline-scripts'
import { contentSecurityPolicy, HEADER_POLICY, withPolicyMeta } from '@/lib/csp/policy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script>
<script>(function(){document.documentElement.dataset.x='1'})()</script>
<script type="application/json" id="ui-texts">{"a":"b"}</script>
<script type="module">import('/m.js')</script>
<script id="_R_">self.__next_f.push([1,"<\\/p>"])</script></head><body><p>x</p></body></html>`

describe('inline scripts of a page', () => {
  it('are the scripts the browser runs: no external ones, no JSON data', () => {
    expect(inlineScripts(PAGE)).toEqual([
      "(function(){document.documentElement.dataset.x='1'})()",
      "import('/m.js')",
      'self.__next_f.push([1,"<\\/p>"])',
    ])
  })
  it('are hashed with SHA-256 of their exact text, once each', () => {
    const twice = PAGE.replace('</body>', '<script>self.__next_f.push([1,"<\\/p>"])</script></body>')
    expect(inlineScriptHashes(twice)).toEqual([
      sha("(function(){document.documentElement.dataset.x='1'})()"),
      sha("import('/m.js')"),
      sha('self.__next_f.push([1,"<\\/p>"])'),
    ])
  })
})

describe('the Content-Security-Policy', () => {
  const site = { ask: undefined, hostedSearch: undefined }
  it('allows scripts from the origin and the hashed inline ones, never eval or any inline script', () => {
    const policy = contentSecurityPolicy(site, [sha('a'), sha('b')])
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' ${sha('a')} ${sha('b')}`)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("object-src 'none'")
  })
  it('lets the browser reach only the origins the site config names', () => {
    expect(contentSecurityPolicy(site, [])).toContain("connect-src 'self';")
    const configured = contentSecurityPolicy(
      {
        ask: { endpoint: 'https://llm.example.com/v1/chat', model: 'm' },
        hostedSearch: { appId: 'A', apiKey: 'k', indexName: 'docs', host: 'https://a-dsn.search.example.net/1/indexes' },
      },
      [],
    )
    expect(configured).toContain("connect-src 'self' https://llm.example.com https://a-dsn.search.example.net;")
  })
  it('is put first in <head> after the charset, and replaced when the step runs again', () => {
    const once = withPolicyMeta(PAGE, "script-src 'self'")
    expect(once).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><script`)
    const again = withPolicyMeta(once, "script-src 'none'")
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(again).toContain(`content="script-src 'none'"`)
    expect(inlineScripts(again)).toEqual(inlineScripts(PAGE))
  })
  it('the host header adds what a <meta> policy cannot say', () => {
    expect(HEADER_POLICY).toContain("frame-ancestors 'self'")
    expect(HEADER_POLICY).not.toContain('unsafe')
  })
})
