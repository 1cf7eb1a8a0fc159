import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The Ask proxy (deploy/ask-proxy/) against an OpenAI-compatible stub on loopback
// (tests/support/openai-stub.mjs): what it lets through, what it refuses, that the key stays on
// the server, that streams stay separate and are cancelled upstream when the reader leaves.
// Ports are always 0: other suites use 4173–4190.

// The proxy is plain JavaScript (it runs unbuilt in a Worker and in Node) and the project's
// TypeScript does not read .mjs files, so the modules are imported by path and typed here.
interface ProxyConfig {
  upstream: string
  apiKey: string
  model: string
  allowedOrigins: string[]
  siteToken?: string
  maxQuestionChars?: number
  maxHistoryTurns?: number
  maxPassages?: number
  maxContextChars?: number
  maxOutputTokens?: number
  maxBodyBytes?: number
  ratePerMinute?: number
  burst?: number
  upstreamTimeoutMs?: number
}
interface RateLimiter {
  take(key: string): number
  readonly size: number
}
interface ProxyModule {
  createAskProxy(config: object): { handle(request: Request, clientId: string): Promise<Response>; limiter: RateLimiter }
  configFromEnv(env: Record<string, string | undefined>): ProxyConfig
  createRateLimiter(options: { ratePerMinute: number; burst: number; now?: () => number; maxClients?: number }): RateLimiter
  clientKey(clientId: string): string
}
interface Stub {
  url: string
  close(): Promise<void>
  requests: { headers: Record<string, string | string[] | undefined>; body: ChatBody }[]
  openStreams(): number
  aborted(): number
}
interface Server {
  server: http.Server
  url: string
  close(): Promise<void>
}
interface LoadResult {
  requests: number
  concurrency: number
  ok: number
  errors: number
  mixed: number
  ttftMs: { p50: number; p95: number }
  totalMs: { p50: number; p95: number }
  wallMs: number
}
interface ChatMessage {
  role: string
  content: unknown
}
interface ChatBody {
  model?: string
  stream?: boolean
  temperature?: number
  max_tokens?: number
  messages: ChatMessage[]
  [field: string]: unknown
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const load = <T>(file: string) => import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href) as Promise<T>
const { createAskProxy, configFromEnv, createRateLimiter, clientKey } = await load<ProxyModule>('deploy/ask-proxy/proxy.mjs')
const { startAskProxyServer } = await load<{ startAskProxyServer(config: ProxyConfig, options: object): Promise<Server> }>('deploy/ask-proxy/node-server.mjs')
const { runLoad } = await load<{ runLoad(options: { proxyUrl: string; origin: string; questions?: number; concurrency?: number }): Promise<LoadResult> }>(
  'deploy/ask-proxy/load-test.mjs',
)
const { startStub, STUB_INTERNAL } = await load<{ startStub(options: { port: number; expectKey?: string }): Promise<Stub>; STUB_INTERNAL: string }>(
  'tests/support/openai-stub.mjs',
)
const worker = (await load<{ default: { fetch(request: Request, env: Record<string, string>, ctx: unknown): Promise<Response> } }>('deploy/ask-proxy/worker.mjs'))
  .default

const KEY = 'test-provider-key-0c5e9a71d4'
const ORIGIN = 'https://docs.example.com'
const SYSTEM = 'You answer questions about a product from its documentation.\n\nPassages:\n'

let stub: Stub
beforeAll(async () => {
  stub = await startStub({ port: 0, expectKey: KEY })
})
afterAll(() => stub.close())

const config = (overrides: Partial<ProxyConfig> = {}): ProxyConfig => ({
  upstream: stub.url,
  apiKey: KEY,
  model: 'server-model',
  allowedOrigins: [ORIGIN],
  ...overrides,
})

/** The browser's body (lib/ask/llm.ts buildChatRequest): passages in the system message, history pairs, the question. */
function chat(question: string, options: { history?: number; passages?: number; extra?: object } = {}): ChatBody {
  const passages = Array.from({ length: options.passages ?? 1 }, (_, i) => `[${i + 1}] Page ${i + 1} (/page-${i + 1}/)\nText of passage ${i + 1}.`)
  const history = Array.from({ length: options.history ?? 0 }, (_, i) => [
    { role: 'user', content: `earlier question ${i + 1}` },
    { role: 'assistant', content: `earlier answer ${i + 1}` },
  ]).flat()
  return {
    model: 'browser-model',
    stream: true,
    temperature: 0.2,
    messages: [{ role: 'system', content: SYSTEM + passages.join('\n\n') }, ...history, { role: 'user', content: question }],
    ...options.extra,
  }
}

function request(body: unknown, options: { origin?: string | null; headers?: Record<string, string>; method?: string; path?: string; signal?: AbortSignal } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...options.headers }
  const origin = options.origin === undefined ? ORIGIN : options.origin
  if (origin) headers.Origin = origin
  const method = options.method ?? 'POST'
  return new Request(`http://proxy.test${options.path ?? '/v1/chat/completions'}`, {
    method,
    headers,
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    signal: options.signal,
  })
}

interface Read {
  status: number
  headers: Record<string, string>
  text: string
  json?: { error?: { code: string; message: string } }
}
async function read(response: Response): Promise<Read> {
  const text = await response.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), text, json }
}

/** The text of an SSE answer. */
const answerText = (sse: string) =>
  sse
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice(6)).choices[0].delta.content)
    .join('')

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return true
}

const lastUpstream = () => stub.requests.at(-1)!

describe('Ask proxy: a question goes through', () => {
  it('streams the answer, with the key added upstream and the browser’s model replaced', async () => {
    const proxy = createAskProxy(config())
    const response = await proxy.handle(request(chat('What does red mean? q-1')), 'client-1')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const { text } = await read(response)
    expect(answerText(text)).toBe('q-1 part 1/5 q-1 part 2/5 q-1 part 3/5 q-1 part 4/5 q-1 part 5/5 ')
    expect(text).toContain('data: [DONE]')

    const upstream = lastUpstream()
    expect(upstream.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(upstream.body.model).toBe('server-model')
    // Only the fields the proxy means to forward.
    expect(Object.keys(upstream.body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream', 'temperature'])
    expect(upstream.body).toMatchObject({ stream: true, temperature: 0.2, max_tokens: 600 })
  })

  it('accepts an upstream with or without /v1 and the path without /v1', async () => {
    for (const upstream of [`${stub.url}/v1`, `${stub.url}/v1/`, `${stub.url}/`]) {
      const proxy = createAskProxy(config({ upstream }))
      expect((await read(await proxy.handle(request(chat('q-2')), 'c'))).status, upstream).toBe(200)
    }
    const proxy = createAskProxy(config())
    expect((await read(await proxy.handle(request(chat('q-3'), { path: '/chat/completions' }), 'c'))).status).toBe(200)
  })

  it('forwards only model, stream, temperature (0..1), max_tokens (capped) and messages', async () => {
    const proxy = createAskProxy(config({ maxOutputTokens: 600 }))
    const cases: [object, { temperature: number; max_tokens: number }][] = [
      [{ max_tokens: 5000, temperature: 3 }, { temperature: 1, max_tokens: 600 }],
      [{ max_tokens: 100, temperature: -1 }, { temperature: 0, max_tokens: 100 }],
      [{ temperature: 'hot', max_tokens: -5 }, { temperature: 0.2, max_tokens: 600 }],
      [{ tools: [{ type: 'function' }], n: 5, logit_bias: { 1: 100 }, stream: false, user: 'x', temperature: undefined }, { temperature: 0.2, max_tokens: 600 }],
    ]
    for (const [extra, expected] of cases) {
      await read(await proxy.handle(request(chat('q-4', { extra })), 'c'))
      const body = lastUpstream().body
      expect(body, JSON.stringify(extra)).toMatchObject({ ...expected, stream: true, model: 'server-model' })
      expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream', 'temperature'])
    }
    const smaller = createAskProxy(config({ maxOutputTokens: 50 }))
    await read(await smaller.handle(request(chat('q-5', { extra: { max_tokens: 100 } })), 'c'))
    expect(lastUpstream().body.max_tokens).toBe(50)
  })

  it('drops history older than maxHistoryTurns and keeps whole pairs', async () => {
    const proxy = createAskProxy(config())
    await read(await proxy.handle(request(chat('latest q-6', { history: 6 })), 'c'))
    const messages = lastUpstream().body.messages
    expect(messages.map((m) => m.role)).toEqual(['system', ...Array(4).fill(['user', 'assistant']).flat(), 'user'])
    expect(messages.slice(1, -1).map((m) => m.content)).toEqual([
      'earlier question 3',
      'earlier answer 3',
      'earlier question 4',
      'earlier answer 4',
      'earlier question 5',
      'earlier answer 5',
      'earlier question 6',
      'earlier answer 6',
    ])
    expect(messages.at(-1)!.content).toBe('latest q-6')

    const none = createAskProxy(config({ maxHistoryTurns: 0 }))
    await read(await none.handle(request(chat('q-7', { history: 2 })), 'c'))
    expect(lastUpstream().body.messages.map((m) => m.role)).toEqual(['system', 'user'])
  })
})

describe('Ask proxy: the key stays on the server', () => {
  it('appears in no response, success or error, and upstream’s error bodies and headers stay behind', async () => {
    // Long enough that the answered requests finish on a busy machine; only the silent one times out.
    const proxy = createAskProxy(config({ upstreamTimeoutMs: 1500, burst: 50 }))
    const wrongKey = createAskProxy(config({ apiKey: 'another-key-1234567' }))
    const responses = await Promise.all([
      proxy.handle(request(chat('q-8')), 'c'),
      proxy.handle(request(chat('#500')), 'c'),
      proxy.handle(request(chat('#401')), 'c'),
      proxy.handle(request(chat('#429')), 'c'),
      proxy.handle(request(chat('#json')), 'c'),
      proxy.handle(request(chat('#silent')), 'c'),
      proxy.handle(request('{not json'), 'c'),
      proxy.handle(request(chat('x'.repeat(2000))), 'c'),
      proxy.handle(request(chat('q-9'), { origin: 'https://evil.example' }), 'c'),
      proxy.handle(request(chat('q-10'), { method: 'OPTIONS' }), 'c'),
      proxy.handle(request(null, { method: 'GET', path: '/v1/models' }), 'c'),
      wrongKey.handle(request(chat('q-11')), 'c'),
    ])
    const all = await Promise.all(responses.map(read))
    expect(all.map((r) => r.status)).toEqual([200, 502, 502, 503, 502, 504, 400, 413, 403, 204, 404, 502])
    for (const response of all) {
      const everything = JSON.stringify(response.headers) + response.text
      expect(everything).not.toContain(KEY)
      expect(everything).not.toContain('another-key-1234567')
      expect(everything).not.toContain(STUB_INTERNAL)
    }
  })

  it('config errors name the setting and never repeat the key', () => {
    const secret = 'test-provider-key-should-not-show'
    const attempts: [object, RegExp][] = [
      [{ ...config({ apiKey: secret }), allowedOrigins: [] }, /^ASK_PROXY_ALLOWED_ORIGINS: expected a comma-separated list of origins like https:\/\/docs\.example\.com/],
      [{ ...config({ apiKey: secret }), allowedOrigins: undefined }, /ASK_PROXY_ALLOWED_ORIGINS/],
      [config({ apiKey: secret, allowedOrigins: ['https://docs.example.com/'] }), /ASK_PROXY_ALLOWED_ORIGINS.*should be "https:\/\/docs\.example\.com"/],
      [config({ apiKey: secret, allowedOrigins: ['docs.example.com'] }), /ASK_PROXY_ALLOWED_ORIGINS/],
      [config({ apiKey: '' }), /^ASK_PROXY_KEY/],
      [config({ apiKey: secret, model: '' }), /^ASK_PROXY_MODEL/],
      [config({ apiKey: secret, upstream: 'not a url' }), /^ASK_PROXY_UPSTREAM/],
      [config({ apiKey: secret, upstream: `https://user:${secret}@api.example.com` }), /^ASK_PROXY_UPSTREAM.*credentials/],
      [config({ apiKey: secret, ratePerMinute: 0 }), /^ASK_PROXY_RATE_PER_MINUTE/],
      [config({ apiKey: secret, burst: 1.5 }), /^ASK_PROXY_BURST/],
      [config({ apiKey: secret, siteToken: 'short' }), /^ASK_PROXY_SITE_TOKEN/],
    ]
    for (const [input, message] of attempts) {
      let error: Error | undefined
      try {
        createAskProxy(input)
      } catch (e) {
        error = e as Error
      }
      expect(error?.message, JSON.stringify(input)).toMatch(message)
      expect(error?.message).not.toContain(secret)
    }
  })

  it('reads every setting from the environment, with the defaults for the unset ones', () => {
    const env = {
      ASK_PROXY_UPSTREAM: 'https://api.example.com/v1',
      ASK_PROXY_KEY: KEY,
      ASK_PROXY_MODEL: 'm',
      ASK_PROXY_ALLOWED_ORIGINS: 'https://docs.example.com, https://staging.example.com',
      ASK_PROXY_SITE_TOKEN: 'public-token-1',
      ASK_PROXY_MAX_QUESTION_CHARS: '500',
      ASK_PROXY_MAX_HISTORY_TURNS: '2',
      ASK_PROXY_MAX_PASSAGES: '6',
      ASK_PROXY_MAX_CONTEXT_CHARS: '12000',
      ASK_PROXY_MAX_OUTPUT_TOKENS: '400',
      ASK_PROXY_MAX_BODY_BYTES: '32768',
      ASK_PROXY_RATE_PER_MINUTE: '10',
      ASK_PROXY_BURST: '5',
      ASK_PROXY_UPSTREAM_TIMEOUT_MS: '10000',
    }
    expect(configFromEnv(env)).toEqual({
      upstream: 'https://api.example.com/v1',
      apiKey: KEY,
      model: 'm',
      allowedOrigins: ['https://docs.example.com', 'https://staging.example.com'],
      siteToken: 'public-token-1',
      maxQuestionChars: 500,
      maxHistoryTurns: 2,
      maxPassages: 6,
      maxContextChars: 12000,
      maxOutputTokens: 400,
      maxBodyBytes: 32768,
      ratePerMinute: 10,
      burst: 5,
      upstreamTimeoutMs: 10000,
    })
    const unset = configFromEnv({ ASK_PROXY_KEY: KEY, ASK_PROXY_SITE_TOKEN: '' })
    expect([unset.siteToken, unset.maxBodyBytes, unset.ratePerMinute]).toEqual([undefined, undefined, undefined])
    expect(() => configFromEnv({ ASK_PROXY_MAX_BODY_BYTES: '64k' })).toThrow(/^ASK_PROXY_MAX_BODY_BYTES: expected a number/)
    expect(() => createAskProxy(configFromEnv({ ASK_PROXY_UPSTREAM: 'https://api.example.com', ASK_PROXY_KEY: KEY, ASK_PROXY_MODEL: 'm' }))).toThrow(
      /^ASK_PROXY_ALLOWED_ORIGINS/,
    )
  })
})

describe('Ask proxy: who may ask', () => {
  it('answers a preflight and a POST from an allowed origin with CORS headers', async () => {
    const proxy = createAskProxy(config({ allowedOrigins: ['https://other.example.org', ORIGIN] }))
    const preflight = await proxy.handle(
      request(null, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } }),
      'c',
    )
    expect(preflight.status).toBe(204)
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type, accept, x-ask-site-token',
      'access-control-max-age': '86400',
      vary: 'Origin',
    })
    const post = await read(await proxy.handle(request(chat('q-12')), 'c'))
    expect(post.status).toBe(200)
    expect(post.headers).toMatchObject({ 'access-control-allow-origin': ORIGIN, vary: 'Origin' })
    // Errors carry them too, so the site can read the status.
    const bad = await read(await proxy.handle(request('{'), 'c'))
    expect(bad.headers['access-control-allow-origin']).toBe(ORIGIN)
  })

  it('refuses a foreign or missing origin with 403, preflight too', async () => {
    const proxy = createAskProxy(config())
    const before = stub.requests.length
    for (const origin of ['https://evil.example', 'http://docs.example.com', 'https://docs.example.com.evil.example', 'null', null]) {
      for (const method of ['POST', 'OPTIONS']) {
        const response = await read(await proxy.handle(request(chat('q-13'), { origin, method }), 'c'))
        expect(response.status, `${method} from ${origin}`).toBe(403)
        expect(response.json?.error?.code).toBe('origin_not_allowed')
        expect(response.headers['access-control-allow-origin']).toBeUndefined()
      }
    }
    expect(stub.requests.length).toBe(before)
  })

  it('requires the site token when one is configured', async () => {
    const proxy = createAskProxy(config({ siteToken: 'public-site-token-1' }))
    const missing = await read(await proxy.handle(request(chat('q-14')), 'c'))
    const wrong = await read(await proxy.handle(request(chat('q-14'), { headers: { 'X-Ask-Site-Token': 'public-site-token-2' } }), 'c'))
    const right = await read(await proxy.handle(request(chat('q-14'), { headers: { 'X-Ask-Site-Token': 'public-site-token-1' } }), 'c'))
    expect([missing.status, wrong.status, right.status]).toEqual([401, 401, 200])
    expect(missing.json?.error?.code).toBe('site_token')
    expect(missing.headers['access-control-allow-origin']).toBe(ORIGIN)
    // The preflight cannot carry the token (browsers never send custom headers on it).
    expect((await proxy.handle(request(null, { method: 'OPTIONS' }), 'c')).status).toBe(204)
  })

  it('answers 404 for anything but the chat completions route', async () => {
    const proxy = createAskProxy(config())
    for (const [method, where] of [
      ['GET', '/v1/models'],
      ['GET', '/v1/chat/completions'],
      ['POST', '/v1/completions'],
      ['POST', '/'],
    ]) {
      const response = await read(await proxy.handle(request(chat('q'), { method, path: where }), 'c'))
      expect(response.status, `${method} ${where}`).toBe(404)
      expect(response.json?.error?.code).toBe('not_found')
    }
  })
})

describe('Ask proxy: what may be asked', () => {
  const proxy = () => createAskProxy(config({ burst: 100 }))

  it('refuses a body over maxBodyBytes with 413, whether Content-Length says so or not', async () => {
    const big = JSON.stringify(chat('q-15', { extra: { padding: 'x'.repeat(70_000) } }))
    // Declared: refused before reading.
    const declared = await read(await proxy().handle(request('{}', { headers: { 'Content-Length': '70000' } }), 'c'))
    expect(declared.status).toBe(413)
    // Not declared (a stream): counted while reading.
    const encoded = new TextEncoder().encode(big)
    const streamed = new Request('http://proxy.test/v1/chat/completions', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < encoded.length; i += 8192) controller.enqueue(encoded.slice(i, i + 8192))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.headers.get('content-length')).toBeNull()
    const counted = await read(await proxy().handle(streamed, 'c'))
    expect(counted.status).toBe(413)
    expect(counted.json?.error?.code).toBe('body_too_large')
    // Just under the limit is fine.
    const fits = JSON.stringify(chat('q-16', { extra: { padding: 'x'.repeat(60_000) } }))
    expect((await read(await proxy().handle(request(fits), 'c'))).status).toBe(200)
  })

  it('refuses a question over maxQuestionChars with 413', async () => {
    expect((await read(await proxy().handle(request(chat('x'.repeat(1000))), 'c'))).status).toBe(200)
    const long = await read(await proxy().handle(request(chat('x'.repeat(1001))), 'c'))
    expect(long.status).toBe(413)
    expect(long.json?.error?.code).toBe('question_too_long')
  })

  it('refuses more than maxPassages passages or a system message over maxContextChars with 413', async () => {
    expect((await read(await proxy().handle(request(chat('q-17', { passages: 8 })), 'c'))).status).toBe(200)
    const many = await read(await proxy().handle(request(chat('q-17', { passages: 9 })), 'c'))
    expect([many.status, many.json?.error?.code]).toEqual([413, 'too_many_passages'])

    const body = chat('q-18')
    body.messages[0]!.content = SYSTEM + '[1] A long page\n' + 'y'.repeat(24_000)
    const long = await read(await proxy().handle(request(body), 'c'))
    expect([long.status, long.json?.error?.code]).toEqual([413, 'context_too_long'])
  })

  it('refuses malformed JSON and each wrong shape with 400 and a clear message', async () => {
    const good = chat('q-19')
    const [system, user] = good.messages as [ChatMessage, ChatMessage]
    const cases: [string | object, RegExp][] = [
      ['{"messages": [', /not JSON/],
      ['', /not JSON/],
      [[good.messages], /JSON object/],
      [{ model: 'm' }, /messages must be a non-empty array/],
      [{ messages: 'hello' }, /messages must be a non-empty array/],
      [{ messages: [user] }, /first message must be the system message/],
      [{ messages: [system, { role: 'tool', content: 'x' }, user] }, /messages\[1\]\.role must be system, user or assistant/],
      [{ messages: [system, { role: 'user', content: [{ type: 'text', text: 'hi' }] }] }, /messages\[1\]\.content must be a string/],
      [{ messages: [system, { role: 'user' }] }, /messages\[1\]\.content must be a string/],
      [{ messages: [system, null] }, /messages\[1\] must be an object/],
      [{ messages: [system, user, { role: 'assistant', content: 'x' }] }, /last message must be the user question/],
      [{ messages: [system] }, /last message must be the user question/],
      [{ messages: [system, { role: 'system', content: 'more context' }, user] }, /only the first message may be the system message/],
    ]
    const before = stub.requests.length
    for (const [body, message] of cases) {
      const response = await read(await proxy().handle(request(body), 'c'))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json?.error?.message).toMatch(message)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
    expect(stub.requests.length).toBe(before)
  })
})

describe('Ask proxy: rate limit', () => {
  it('answers 429 with Retry-After after the burst, and other clients are unaffected', async () => {
    const proxy = createAskProxy(config({ ratePerMinute: 20, burst: 10 }))
    for (let i = 0; i < 10; i++) expect((await read(await proxy.handle(request(chat(`q-20-${i}`)), '203.0.113.7'))).status).toBe(200)
    const limited = await read(await proxy.handle(request(chat('q-21')), '203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBe('3') // one question every 60/20 s
    expect(limited.json?.error?.code).toBe('rate_limited')
    expect(limited.headers['access-control-allow-origin']).toBe(ORIGIN)
    expect((await read(await proxy.handle(request(chat('q-22')), '198.51.100.1'))).status).toBe(200)
  })

  it('counts an IPv6 client per /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:9'))
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::ffff:192.0.2.5')).toBe('192.0.2.5')
    expect(clientKey('192.0.2.5')).toBe('192.0.2.5')
  })

  it('forgets idle clients and never remembers more than its cap', () => {
    let time = 0
    const limiter = createRateLimiter({ ratePerMinute: 60, burst: 2, now: () => time, maxClients: 100 })
    for (let i = 0; i < 50; i++) expect(limiter.take(`client-${i}`)).toBe(0)
    expect(limiter.size).toBe(50)
    // A minute later every bucket is full again: the same as never having asked.
    time = 61_000
    limiter.take('newcomer')
    expect(limiter.size).toBe(1)
    for (let i = 0; i < 500; i++) limiter.take(`spray-${i}`)
    expect(limiter.size).toBe(100)
    // Still limiting: a client that used its burst waits.
    limiter.take('busy')
    limiter.take('busy')
    expect(limiter.take('busy')).toBe(1)
  })
})

describe('Ask proxy: upstream failures become statuses the site understands', () => {
  it('429 → 503 with Retry-After, 500 → 502, 401 → 502 upstream_auth, a non-stream reply → 502', async () => {
    const proxy = createAskProxy(config({ burst: 100 }))
    const busy = await read(await proxy.handle(request(chat('#429')), 'c'))
    expect([busy.status, busy.headers['retry-after'], busy.json?.error?.code]).toEqual([503, '7', 'upstream_rate_limited'])
    const broken = await read(await proxy.handle(request(chat('#500')), 'c'))
    expect([broken.status, broken.json?.error?.code]).toEqual([502, 'upstream_error'])
    const refused = await read(await proxy.handle(request(chat('#401')), 'c'))
    expect(refused.status).toBe(502)
    expect(refused.json?.error).toEqual({ code: 'upstream_auth', message: "the proxy's key was refused upstream" })
    const whole = await read(await proxy.handle(request(chat('#json')), 'c'))
    expect([whole.status, whole.json?.error?.code]).toEqual([502, 'upstream_not_stream'])
    for (const response of [busy, broken, refused, whole]) expect(response.headers['access-control-allow-origin']).toBe(ORIGIN)

    const wrongKey = createAskProxy(config({ apiKey: 'not-the-key-123456' }))
    expect((await read(await wrongKey.handle(request(chat('q-23')), 'c'))).json?.error?.code).toBe('upstream_auth')
  })

  it('an unreachable upstream → 502', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const proxy = createAskProxy(config({ upstream: `http://127.0.0.1:${port}` }))
    const response = await read(await proxy.handle(request(chat('q-24')), 'c'))
    expect([response.status, response.json?.error?.code]).toEqual([502, 'upstream_unreachable'])
  })

  it('upstream silent after its headers → 504 within the configured timeout', async () => {
    const proxy = createAskProxy(config({ upstreamTimeoutMs: 300 }))
    const started = Date.now()
    const response = await read(await proxy.handle(request(chat('#silent')), 'c'))
    expect(response.status).toBe(504)
    expect(response.json?.error?.code).toBe('upstream_timeout')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await until(() => stub.openStreams() === 0, 1000)).toBe(true)
  })

  it('upstream stalling mid-answer ends the stream and the upstream request', async () => {
    const proxy = createAskProxy(config({ upstreamTimeoutMs: 300 }))
    const aborted = stub.aborted()
    const started = Date.now()
    const response = await proxy.handle(request(chat('#stall')), 'c')
    expect(response.status).toBe(200)
    const { text } = await read(response)
    expect(answerText(text)).toBe('first words ')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await until(() => stub.aborted() > aborted && stub.openStreams() === 0, 1000)).toBe(true)
  })

  it('a reader who aborts mid-stream frees the upstream request', async () => {
    const proxy = createAskProxy(config())
    const aborted = stub.aborted()
    const controller = new AbortController()
    const response = await proxy.handle(request(chat('#slow'), { signal: controller.signal }), 'c')
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toContain('part 1/100')
    expect(stub.openStreams()).toBe(1)
    controller.abort()
    expect(await until(() => stub.aborted() === aborted + 1 && stub.openStreams() === 0, 1000)).toBe(true)
    await reader.cancel().catch(() => {})
  })
})

describe('Ask proxy as a Cloudflare Worker', () => {
  const env = {
    ASK_PROXY_UPSTREAM: '', // set once the stub runs
    ASK_PROXY_KEY: KEY,
    ASK_PROXY_MODEL: 'worker-model',
    ASK_PROXY_ALLOWED_ORIGINS: `https://other.example.org, ${ORIGIN}`,
  }

  it('answers 500 while misconfigured, naming the setting only in its log, and recovers once configured', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await read(await worker.fetch(request(chat('q-25')), { ...env, ASK_PROXY_UPSTREAM: `${stub.url}/v1`, ASK_PROXY_ALLOWED_ORIGINS: '' }, {}))
    expect(response.status).toBe(500)
    expect(response.json?.error?.code).toBe('proxy_misconfigured')
    expect(response.text).not.toContain('ASK_PROXY')
    const log = logged.mock.calls.flat().join(' ')
    logged.mockRestore()
    expect(log).toMatch(/ASK_PROXY_ALLOWED_ORIGINS/)
    expect(log).not.toContain(KEY)
    // Not remembered: the first request with a good env creates the proxy.
    const configured = await worker.fetch(request(chat('q-25')), { ...env, ASK_PROXY_UPSTREAM: `${stub.url}/v1` }, {})
    expect(configured.status).toBe(200)
    await configured.text()
  })

  it('streams an answer like the Node form, and refuses a foreign origin', async () => {
    const configured = { ...env, ASK_PROXY_UPSTREAM: `${stub.url}/v1` }
    const response = await worker.fetch(request(chat('q-26'), { headers: { 'CF-Connecting-IP': '192.0.2.1' } }), configured, {})
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(answerText(await response.text())).toBe('q-26 part 1/5 q-26 part 2/5 q-26 part 3/5 q-26 part 4/5 q-26 part 5/5 ')
    expect(lastUpstream().body.model).toBe('worker-model')
    expect(lastUpstream().headers.authorization).toBe(`Bearer ${KEY}`)

    const foreign = await read(await worker.fetch(request(chat('q-27'), { origin: 'https://evil.example' }), configured, {}))
    expect([foreign.status, foreign.json?.error?.code]).toEqual([403, 'origin_not_allowed'])
  })
})

describe('Ask proxy as a Node server', () => {
  let server: Server
  beforeAll(async () => {
    server = await startAskProxyServer(config({ burst: 100 }), { port: 0, host: '127.0.0.1', quiet: true })
  })
  afterAll(() => server.close())
  const post = (body: unknown, init: RequestInit = {}) =>
    fetch(`${server.url}/v1/chat/completions`, {
      method: 'POST',
      body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
      ...init,
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...init.headers },
    })

  it('answers /health and streams an answer with CORS headers', async () => {
    const health = await fetch(`${server.url}/health`)
    expect([health.status, await health.text()]).toEqual([200, 'ok'])
    const response = await post(chat('q-28'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(answerText(await response.text())).toBe('q-28 part 1/5 q-28 part 2/5 q-28 part 3/5 q-28 part 4/5 q-28 part 5/5 ')
    const preflight = await fetch(`${server.url}/v1/chat/completions`, { method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const missing = await fetch(`${server.url}/nothing`)
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'not_found'])
  })

  it('refuses an oversized body with 413, with and without Content-Length', async () => {
    const big = JSON.stringify(chat('q-29', { extra: { padding: 'x'.repeat(70_000) } }))
    const declared = await post(big)
    expect(declared.status).toBe(413)
    await declared.body?.cancel()
    const encoded = new TextEncoder().encode(big)
    const chunked = await post(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < encoded.length; i += 8192) controller.enqueue(encoded.slice(i, i + 8192))
          controller.close()
        },
      }),
      { duplex: 'half' } as RequestInit,
    )
    expect(chunked.status).toBe(413)
    expect((await chunked.json()).error.code).toBe('body_too_large')
  })

  it('passes each chunk on as it comes, and a client who hangs up frees the upstream request', async () => {
    const aborted = stub.aborted()
    const controller = new AbortController()
    const started = Date.now()
    const response = await post(chat('#slow'), { signal: controller.signal })
    const reader = response.body!.getReader()
    const first = await reader.read()
    // The whole answer takes 5 s upstream: the first part arrives long before.
    expect(Date.now() - started).toBeLessThan(2500)
    expect(new TextDecoder().decode(first.value)).toContain('part 1/100')
    controller.abort()
    expect(await until(() => stub.aborted() === aborted + 1 && stub.openStreams() === 0, 1000)).toBe(true)
  })

  it('takes the client address from X-Forwarded-For only when told to trust it', async () => {
    for (const trustForwarded of [false, true]) {
      const strict = await startAskProxyServer(config({ burst: 1 }), { port: 0, host: '127.0.0.1', quiet: true, trustForwarded })
      const statuses = []
      for (const forwarded of ['192.0.2.10', '192.0.2.11']) {
        const response = await fetch(`${strict.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': `${forwarded}, 10.0.0.1` },
          body: JSON.stringify(chat('q-30')),
        })
        statuses.push(response.status)
        await response.body?.cancel()
      }
      await strict.close()
      expect(statuses, `trustForwarded ${trustForwarded}`).toEqual(trustForwarded ? [200, 200] : [200, 429])
    }
  })

  it('logs one line per request: method, path, status and time, nothing else', async () => {
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {})
    const loud = await startAskProxyServer(config(), { port: 0, host: '127.0.0.1', quiet: false })
    const response = await fetch(`${loud.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(chat('q-31')),
    })
    await response.text()
    await until(() => logged.mock.calls.length > 0, 1000)
    await loud.close()
    const lines = logged.mock.calls.map((call) => call.join(' '))
    logged.mockRestore()
    expect(lines).toEqual([expect.stringMatching(/^POST \/v1\/chat\/completions 200 \d+ms$/)])
  })
})

describe('Ask proxy under load', () => {
  it('answers 200 questions, 20 at a time, each stream with only its own answer', async () => {
    const server = await startAskProxyServer(config({ ratePerMinute: 1_000_000, burst: 1000 }), { port: 0, host: '127.0.0.1', quiet: true })
    const before = stub.requests.length
    try {
      const result = await runLoad({ proxyUrl: server.url, origin: ORIGIN, questions: 200, concurrency: 20 })
      console.log(`Ask proxy load run: ${JSON.stringify(result)}`)
      expect(result).toMatchObject({ requests: 200, concurrency: 20, ok: 200, errors: 0, mixed: 0 })
      expect(result.ttftMs.p50).toBeLessThanOrEqual(result.totalMs.p50)
      // Every question reached upstream once, with its own id.
      const ids = stub.requests.slice(before).map((r) => /q-[\w-]+/.exec(String(r.body.messages.at(-1)!.content))?.[0])
      expect(new Set(ids).size).toBe(200)
      expect(await until(() => stub.openStreams() === 0, 1000)).toBe(true)
    } finally {
      await server.close()
    }
  })

  it('the load run does notice streams that carry another question’s answer', async () => {
    // A broken "proxy" that answers each question with the next one's id, or with parts missing.
    const broken = http.createServer(async (req, res) => {
      let text = ''
      for await (const part of req) text += part
      const id = /q-([\w]+)-(\d+)/.exec(JSON.parse(text).messages.at(-1).content)!
      const n = Number(id[2])
      const parts = n % 2 ? [`q-${id[1]}-${n + 1} part 1/1 `] : [`q-${id[1]}-${n} part 1/2 `]
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      res.end(parts.map((p) => `data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\n\n`).join('') + 'data: [DONE]\n\n')
    })
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
    try {
      const result = await runLoad({ proxyUrl: `http://127.0.0.1:${(broken.address() as AddressInfo).port}`, origin: ORIGIN, questions: 10, concurrency: 3 })
      expect(result).toMatchObject({ ok: 10, errors: 0, mixed: 10 })
    } finally {
      broken.closeAllConnections()
      await new Promise((resolve) => broken.close(resolve))
    }
  })
})
