import type { Problem } from '../validation/problems'

/**
 * Everything in the site config ends up in the public export (the browser needs the Ask AI
 * endpoint to call it), so a provider's secret there is published for anyone to spend. These
 * are the shapes of such secrets: the kinds of the big API providers, auth header values, a
 * private key, credentials in a URL. A value that matches is refused; the message never repeats
 * the value (build logs are often public too).
 */
const SECRET_SHAPES: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'an API secret key (sk-…)', pattern: /(^|[^A-Za-z0-9])sk[-_][A-Za-z0-9_-]{8,}/ },
  { kind: 'an Authorization header value (Bearer …)', pattern: /\bBearer\s+\S+/i },
  { kind: 'an Authorization header value (Basic …)', pattern: /\bBasic\s+[A-Za-z0-9+/=]{8,}/ },
  { kind: 'an AWS access key', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'a Google API key', pattern: /\bAIza[0-9A-Za-z_-]{30,}/ },
  { kind: 'a GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{20,}/ },
  { kind: 'a Hugging Face token', pattern: /\bhf_[A-Za-z0-9]{20,}/ },
  { kind: 'a Groq key', pattern: /\bgsk_[A-Za-z0-9]{20,}/ },
  { kind: 'a Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { kind: 'a signed token (JWT)', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\./ },
  { kind: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
]

/** URL query parameters that carry credentials on some providers (`?key=…`, `?api-key=…`). */
const SECRET_QUERY_PARAMS = /^(key|api[-_]?key|access[-_]?token|token|secret|password|sig|signature|code)$/i

/** What kind of secret the value looks like, or undefined when it looks public. */
export function secretKind(value: string): string | undefined {
  for (const { kind, pattern } of SECRET_SHAPES) if (pattern.test(value)) return kind
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      if (url.username || url.password) return 'credentials in the URL (user:password@)'
      const param = [...url.searchParams.keys()].find((name) => SECRET_QUERY_PARAMS.test(name))
      if (param) return `a credential in the URL's query (?${param}=…)`
    } catch {
      // not a URL after all: the shapes above were the test
    }
  }
  return undefined
}

const PROXY_ADVICE = 'keep the key in the Ask proxy (deploy/ask-proxy/) and name the proxy as ask.endpoint'

/**
 * Problems of the Ask AI settings as the build will publish them: `values` maps a field name
 * (as the reader of the message should look for it) to its value.
 */
export function publishedSecretProblems(file: string, values: Record<string, string | undefined>): Problem[] {
  const problems: Problem[] = []
  for (const [field, value] of Object.entries(values)) {
    if (!value) continue
    const kind = secretKind(value)
    if (kind) problems.push({ file, field, message: `looks like ${kind}; everything in the site config is published with the site, so ${PROXY_ADVICE}` })
  }
  return problems
}

/** The message for the removed `ask.keyHeader`: a key the browser sends is a published key. */
export const KEY_HEADER_REMOVED = `is not supported: a key the browser sends is published with the site; ${PROXY_ADVICE} (at most a public ask.siteToken may stay here)`

/**
 * The secret problems of a site config's `ask` block as written, before the schema reads it:
 * the schema's own messages repeat the value they found, which must not happen to a secret.
 */
export function askBlockProblems(file: string, raw: unknown): Problem[] {
  const ask = raw !== null && typeof raw === 'object' ? (raw as { ask?: unknown }).ask : undefined
  if (ask === null || typeof ask !== 'object') return []
  const fields = ask as Record<string, unknown>
  const problems: Problem[] = []
  if ('keyHeader' in fields) problems.push({ file, field: 'ask.keyHeader', message: KEY_HEADER_REMOVED })
  const strings = Object.fromEntries(
    Object.entries(fields)
      .filter(([name, value]) => name !== 'keyHeader' && typeof value === 'string')
      .map(([name, value]) => [`ask.${name}`, value as string]),
  )
  return [...problems, ...publishedSecretProblems(file, strings)]
}
