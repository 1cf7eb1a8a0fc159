import { describe, expect, it } from 'vitest'
import { parseSiteConfig } from '@/lib/site/load'
import { withEnvironment } from '@/lib/site/locale-slice'
import { secretKind } from '@/lib/site/secrets'
import { ContentError, formatProblem } from '@/lib/validation/problems'
import { SITE_YAML, testSite } from './fixtures'

// Everything in the site config is published with the export: a provider key in the Ask AI
// settings would be readable (and spendable) by anyone. The build refuses it by its shape.

const FILE = 'content/sites/test/site.yaml'

function problemsOf(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem)
    throw error
  }
  return []
}

const withAsk = (block: string) => `${SITE_YAML}\nask:\n${block}`
const configProblems = (block: string) => problemsOf(() => parseSiteConfig(withAsk(block), FILE))

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

const OPENAI_LIKE = 'sk-proj-Zq8x2Lr7Vb4Nc1Md9Kf3Hj6Tg5'

describe('secret-looking values in the Ask AI settings', () => {
  it('accepts a public endpoint, a model and a public site token', () => {
    expect(configProblems('  endpoint: https://ask.example.com\n  model: docs-assistant\n  siteToken: ampora-docs-2026\n')).toEqual([])
  })

  it('refuses a provider key in any field, naming the file and field without repeating the value', () => {
    const problems = configProblems(`  endpoint: https://ask.example.com\n  model: docs-assistant\n  siteToken: ${OPENAI_LIKE}\n`)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/sites\/test\/site\.yaml: field "ask\.siteToken": looks like an API secret key/)
    expect(problems[0]).toContain('deploy/ask-proxy/')
    expect(problems.join('\n')).not.toContain(OPENAI_LIKE)
  })

  it('refuses credentials in the endpoint URL', () => {
    expect(configProblems(`  endpoint: https://api.example.com/v1?api-key=abc123def456\n  model: m\n`)[0]).toMatch(/field "ask\.endpoint": looks like a credential in the URL's query/)
    expect(configProblems(`  endpoint: https://user:pa55word@api.example.com\n  model: m\n`)[0]).toMatch(/field "ask\.endpoint": looks like credentials in the URL/)
  })

  it('refuses the removed keyHeader, which the browser would send, without echoing it', () => {
    const problems = configProblems(`  endpoint: https://ask.example.com\n  model: m\n  keyHeader:\n    name: Authorization\n    value: Bearer abcdefgh12345678\n`)
    expect(problems).toEqual([expect.stringMatching(/field "ask\.keyHeader": is not supported: a key the browser sends is published/)])
    expect(problems.join('\n')).not.toContain('abcdefgh12345678')
  })

  it('refuses a secret given through the environment, naming the variable', () => {
    const problems = problemsOf(() => withEnvironment(testSite(), env({ ASK_ENDPOINT: 'https://ask.example.com', ASK_SITE_TOKEN: `Bearer ${OPENAI_LIKE}` })))
    expect(problems).toEqual([expect.stringMatching(/^environment: field "ASK_SITE_TOKEN": looks like/)])
    const site = withEnvironment(testSite(), env({ ASK_ENDPOINT: 'https://ask.example.com', ASK_SITE_TOKEN: 'public-token-1' }))
    expect(site.ask).toMatchObject({ endpoint: 'https://ask.example.com', siteToken: 'public-token-1' })
  })

  it('knows the shapes of common secrets and leaves ordinary values alone', () => {
    const secrets = [
      'sk-ant-api03-abcdefghijklmnop',
      'Bearer eyJhbGciOiJIUzI1NiJ9',
      'Basic dXNlcjpwYXNzd29yZA==',
      'AKIAIOSFODNN7EXAMPLE',
      'AIzaSyA1234567890abcdefghijklmnopqrstu',
      'ghp_abcdefghijklmnopqrstuvwxyz0123',
      'hf_abcdefghijklmnopqrstuvwxyz',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig',
      '-----BEGIN RSA PRIVATE KEY-----',
    ]
    for (const value of secrets) expect(secretKind(value), value).toBeDefined()
    const ordinary = ['https://ask.example.com', 'https://ask.example.com/v1', 'gpt-4o-mini', 'docs-assistant', 'ampora-docs-2026', 'task-skills', 'http://localhost:4180']
    for (const value of ordinary) expect(secretKind(value), value).toBeUndefined()
  })
})
