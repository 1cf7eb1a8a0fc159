// The Ask proxy: holds the model provider's key on a server so the static site never carries it.
// The browser's Ask AI panel posts its chat request here (ask.endpoint in the site config); the
// proxy checks who is asking and how much, replaces the model, adds the key and streams the
// provider's answer back unchanged.
//
// Web-standard APIs only (fetch, Request, Response, streams, AbortController, URL): the same file
// runs in a Cloudflare Worker (worker.mjs) and in Node 20 (node-server.mjs). No build step.

/**
 * @typedef {object} AskProxyConfig
 * @property {string} upstream Base URL of the OpenAI-compatible API, with or without a trailing /v1.
 * @property {string} apiKey Sent upstream as `Authorization: Bearer …`; never in a response or a log.
 * @property {string} model The only model forwarded: the browser's `model` is replaced.
 * @property {string[]} allowedOrigins Exact origins allowed to ask (`https://docs.example.com`).
 * @property {string} [siteToken] Optional public token the site sends as X-Ask-Site-Token.
 * @property {number} [maxQuestionChars] Longest question (the last user message). Default 1000.
 * @property {number} [maxHistoryTurns] Earlier question/answer pairs kept; older ones are dropped. Default 4.
 * @property {number} [maxPassages] Numbered passages (`[n] ` lines) in the system message. Default 8.
 * @property {number} [maxContextChars] Longest system message. Default 24000.
 * @property {number} [maxOutputTokens] Cap on the forwarded max_tokens. Default 600.
 * @property {number} [maxBodyBytes] Largest request body. Default 65536.
 * @property {number} [ratePerMinute] Questions per client per minute, sustained. Default 20.
 * @property {number} [burst] Questions a client may ask at once before the rate applies. Default 10.
 * @property {number} [upstreamTimeoutMs] Longest wait for upstream's headers or its next chunk. Default 30000.
 * @property {() => number} [now] Clock in ms, for tests of the rate limiter. Default Date.now.
 */

/** @typedef {{ role: 'system' | 'user' | 'assistant', content: string }} ChatMessage */

export const DEFAULTS = Object.freeze({
  maxQuestionChars: 1000,
  maxHistoryTurns: 4,
  maxPassages: 8,
  maxContextChars: 24_000,
  maxOutputTokens: 600,
  maxBodyBytes: 65_536,
  ratePerMinute: 20,
  burst: 10,
  upstreamTimeoutMs: 30_000,
})

/** The environment variable of each setting: errors name it, as that is what an operator sets. */
export const ENV_NAMES = Object.freeze({
  upstream: 'ASK_PROXY_UPSTREAM',
  apiKey: 'ASK_PROXY_KEY',
  model: 'ASK_PROXY_MODEL',
  allowedOrigins: 'ASK_PROXY_ALLOWED_ORIGINS',
  siteToken: 'ASK_PROXY_SITE_TOKEN',
  maxQuestionChars: 'ASK_PROXY_MAX_QUESTION_CHARS',
  maxHistoryTurns: 'ASK_PROXY_MAX_HISTORY_TURNS',
  maxPassages: 'ASK_PROXY_MAX_PASSAGES',
  maxContextChars: 'ASK_PROXY_MAX_CONTEXT_CHARS',
  maxOutputTokens: 'ASK_PROXY_MAX_OUTPUT_TOKENS',
  maxBodyBytes: 'ASK_PROXY_MAX_BODY_BYTES',
  ratePerMinute: 'ASK_PROXY_RATE_PER_MINUTE',
  burst: 'ASK_PROXY_BURST',
  upstreamTimeoutMs: 'ASK_PROXY_UPSTREAM_TIMEOUT_MS',
})

/** Clients the rate limiter remembers at most; past this the longest-idle one is forgotten. */
export const MAX_TRACKED_CLIENTS = 10_000

const CHAT_PATHS = new Set(['/v1/chat/completions', '/chat/completions'])
const SITE_TOKEN_HEADER = 'x-ask-site-token'
const DEFAULT_TEMPERATURE = 0.2
/** The site's own token format (lib/site/schema.ts `ask.siteToken`). */
const SITE_TOKEN_SHAPE = /^[\w.~-]{8,200}$/

/**
 * `ASK_PROXY_…: problem`. Named by the environment variable, as that is what an operator sets;
 * a config object's field is the same name in camelCase (ENV_NAMES).
 */
function settingError(field, problem) {
  return new Error(`${ENV_NAMES[field]}: ${problem}`)
}

/**
 * The proxy's settings from environment variables (process.env in Node, `env` in a Worker).
 * Unset or empty variables take the defaults; createAskProxy checks the result.
 * @param {Record<string, string | undefined>} env
 * @returns {AskProxyConfig}
 */
export function configFromEnv(env) {
  const text = (field) => {
    const value = env[ENV_NAMES[field]]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  /** @type {Record<string, unknown>} */
  const config = {
    upstream: text('upstream'),
    apiKey: text('apiKey'),
    model: text('model'),
    allowedOrigins: text('allowedOrigins')
      ?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    siteToken: text('siteToken'),
  }
  for (const field of Object.keys(DEFAULTS)) {
    const value = text(field)
    if (value === undefined) continue
    const number = Number(value)
    // Number('') and Number(' ') are 0, Number('1e3') is 1000: only plain decimals are meant here.
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(number)) throw settingError(field, `expected a number, got "${value}"`)
    config[field] = number
  }
  return /** @type {AskProxyConfig} */ (config)
}

/**
 * Checks a configuration and fills in the defaults. Throws an Error naming the first bad setting;
 * the message never repeats the key.
 * @param {AskProxyConfig} input
 */
export function resolveConfig(input) {
  if (!input || typeof input !== 'object') throw new Error('Ask proxy: expected a configuration object')
  /** @type {Record<string, any>} unchecked until the end of this function */
  const config = { ...DEFAULTS, now: Date.now, ...stripUndefined(input) }

  let upstream
  try {
    upstream = new URL(String(config.upstream ?? ''))
  } catch {
    throw settingError('upstream', 'expected the base URL of an OpenAI-compatible API, like https://api.example.com/v1')
  }
  if (upstream.protocol !== 'https:' && upstream.protocol !== 'http:') throw settingError('upstream', 'expected an http or https URL')
  // A key in the URL would travel in logs and error messages; it belongs in ASK_PROXY_KEY.
  if (upstream.username || upstream.password) throw settingError('upstream', 'must not contain credentials; put the key in ASK_PROXY_KEY')

  if (typeof config.apiKey !== 'string' || config.apiKey.trim() === '') throw settingError('apiKey', 'expected the provider API key (set it as a secret)')
  // A line break would make every upstream call fail as "unreachable", a confusing symptom.
  if (/[\r\n]/.test(config.apiKey)) throw settingError('apiKey', 'must be a single line (check for a trailing newline from the file it came from)')
  if (typeof config.model !== 'string' || config.model.trim() === '') throw settingError('model', 'expected the model name the provider knows (the only model the proxy asks for)')

  const origins = config.allowedOrigins
  const originProblem = 'expected a comma-separated list of origins like https://docs.example.com'
  if (!Array.isArray(origins) || origins.length === 0) throw settingError('allowedOrigins', originProblem)
  for (const origin of origins) {
    // An origin is scheme://host[:port] exactly as the browser sends it: no path, no slash, lower case.
    let parsed
    try {
      parsed = new URL(origin)
    } catch {
      throw settingError('allowedOrigins', `${originProblem} ("${origin}" is not a URL)`)
    }
    if (parsed.origin !== origin) throw settingError('allowedOrigins', `${originProblem} ("${origin}" should be "${parsed.origin}")`)
  }

  if (config.siteToken !== undefined && (typeof config.siteToken !== 'string' || !SITE_TOKEN_SHAPE.test(config.siteToken))) {
    throw settingError('siteToken', 'expected 8 to 200 letters, digits or . _ ~ - (the same public token as ask.siteToken in the site config)')
  }

  for (const field of Object.keys(DEFAULTS)) {
    const value = config[field]
    const min = field === 'maxHistoryTurns' ? 0 : 1
    const integer = field !== 'ratePerMinute'
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
      throw settingError(field, `expected ${integer ? 'a whole number' : 'a number'} of at least ${min}, got ${JSON.stringify(value)}`)
    }
  }
  if (typeof config.now !== 'function') throw new Error('Ask proxy: now must be a function returning milliseconds')
  return /** @type {Readonly<Required<Omit<AskProxyConfig, 'siteToken'>> & { siteToken?: string }>} */ (
    Object.freeze({ ...config, allowedOrigins: [...origins] })
  )
}

function stripUndefined(object) {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined))
}

/** `/v1/chat/completions` under the upstream base, which may or may not end in /v1 (as lib/ask/llm.ts `chatCompletionsUrl`). */
export function upstreamChatUrl(upstream) {
  const base = upstream.replace(/\/+$/, '')
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`
}

/**
 * The key a client is counted under. IPv6 clients are counted per /64: one home or server
 * usually gets a whole /64, so counting single addresses would let one machine rotate through
 * billions of them. IPv4-mapped IPv6 addresses count as their IPv4 address.
 * @param {string} clientId
 */
export function clientKey(clientId) {
  const id = String(clientId ?? '').trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!id.includes(':')) return id || 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(id)
  if (mapped) return mapped[1]
  const [head, tail] = id.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * A token bucket per client: `burst` questions at once, refilled at `ratePerMinute`. A bucket
 * that has refilled completely is the same as no bucket, so idle clients are forgotten (swept
 * at most once a minute), and the map never holds more than `maxClients` (the longest-idle goes
 * first): memory stays bounded however many addresses ask.
 * @param {{ ratePerMinute: number, burst: number, now?: () => number, maxClients?: number }} options
 */
export function createRateLimiter({ ratePerMinute, burst, now = Date.now, maxClients = MAX_TRACKED_CLIENTS }) {
  const perMs = ratePerMinute / 60_000
  /** @type {Map<string, { tokens: number, at: number }>} insertion order = least recently used first */
  const buckets = new Map()
  let lastSweep = now()

  const refilled = (bucket, time) => Math.min(burst, bucket.tokens + (time - bucket.at) * perMs)

  function sweep(time) {
    lastSweep = time
    for (const [key, bucket] of buckets) if (refilled(bucket, time) >= burst) buckets.delete(key)
  }

  return {
    /**
     * Takes one token for the client. Returns 0 when allowed, else the seconds until a token is back.
     * @param {string} key
     */
    take(key) {
      const time = now()
      if (time - lastSweep >= 60_000) sweep(time)
      const bucket = buckets.get(key)
      const tokens = bucket ? refilled(bucket, time) : burst
      buckets.delete(key) // re-inserted below: the map's order stays least recently used first
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at: time })
        while (buckets.size > maxClients) buckets.delete(buckets.keys().next().value)
        return 0
      }
      buckets.set(key, { tokens, at: time })
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000))
    },
    /** Clients currently remembered. */
    get size() {
      return buckets.size
    },
  }
}

/** `{ error: { code, message } }`, the shape OpenAI-compatible clients expect. */
function errorResponse(status, code, message, headers = {}) {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** Thrown inside the request checks; becomes an error response. */
class Refusal extends Error {
  constructor(status, code, message) {
    super(message)
    this.status = status
    this.code = code
  }
}

/**
 * Reads the body, counting bytes as they arrive: a missing or false Content-Length cannot make
 * the proxy hold more than `limit` bytes.
 * @param {Request} request
 * @param {number} limit
 */
async function readLimited(request, limit) {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) throw new Refusal(413, 'body_too_large', `the request body is larger than ${limit} bytes`)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const parts = []
  let size = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new Refusal(413, 'body_too_large', `the request body is larger than ${limit} bytes`)
    }
    parts.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/**
 * The checked, trimmed request to send upstream: only the fields the site uses, the proxy's
 * model, capped output. Throws a Refusal for a body the site would never send.
 * @param {unknown} body
 * @param {ReturnType<typeof resolveConfig>} config
 */
export function upstreamBody(body, config) {
  const bad = (message) => new Refusal(400, 'invalid_request', message)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw bad('the body must be a JSON object')
  const { messages } = /** @type {{ messages?: unknown }} */ (body)
  if (!Array.isArray(messages) || messages.length === 0) throw bad('messages must be a non-empty array')
  messages.forEach((message, i) => {
    if (message === null || typeof message !== 'object') throw bad(`messages[${i}] must be an object with role and content`)
    if (!['system', 'user', 'assistant'].includes(message.role)) throw bad(`messages[${i}].role must be system, user or assistant`)
    if (typeof message.content !== 'string') throw bad(`messages[${i}].content must be a string`)
    // One system message, first: otherwise context could be spread over many to pass maxContextChars.
    if (message.role === 'system' && i > 0) throw bad(`messages[${i}]: only the first message may be the system message`)
  })
  if (messages[0].role !== 'system') throw bad('the first message must be the system message with the passages')
  if (messages.length < 2 || messages.at(-1).role !== 'user') throw bad('the last message must be the user question')

  const system = messages[0].content
  const question = messages.at(-1).content
  if (question.length > config.maxQuestionChars) {
    throw new Refusal(413, 'question_too_long', `the question is longer than ${config.maxQuestionChars} characters`)
  }
  const passages = system.split('\n').filter((line) => /^\[\d+\] /.test(line)).length
  if (passages > config.maxPassages) throw new Refusal(413, 'too_many_passages', `more than ${config.maxPassages} passages`)
  if (system.length > config.maxContextChars) {
    throw new Refusal(413, 'context_too_long', `the passages are longer than ${config.maxContextChars} characters`)
  }

  // Older turns are dropped, not refused: a long conversation goes on with the recent context.
  let history = config.maxHistoryTurns === 0 ? [] : messages.slice(1, -1).slice(-2 * config.maxHistoryTurns)
  while (history[0]?.role === 'assistant') history = history.slice(1) // keep whole question/answer pairs

  const { temperature, max_tokens: requested } = /** @type {{ temperature?: unknown, max_tokens?: unknown }} */ (body)
  return {
    model: config.model,
    stream: true,
    temperature: typeof temperature === 'number' && Number.isFinite(temperature) ? Math.min(1, Math.max(0, temperature)) : DEFAULT_TEMPERATURE,
    max_tokens:
      typeof requested === 'number' && Number.isInteger(requested) && requested > 0 ? Math.min(requested, config.maxOutputTokens) : config.maxOutputTokens,
    messages: [messages[0], ...history, messages.at(-1)].map(({ role, content }) => ({ role, content })),
  }
}

/** Upstream's Retry-After in whole seconds (it may be seconds or an HTTP date), or undefined. */
function retryAfterSeconds(value, now) {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return value.trim()
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : String(Math.max(1, Math.ceil((date - now) / 1000)))
}

/**
 * The proxy. `handle` never throws: every failure is a JSON error the site understands (≥ 500
 * means "the answer service had a problem", and the site shows its own offline answer).
 * @param {AskProxyConfig} input
 */
export function createAskProxy(input) {
  const config = resolveConfig(input)
  const limiter = createRateLimiter({ ratePerMinute: config.ratePerMinute, burst: config.burst, now: config.now })
  const endpoint = upstreamChatUrl(config.upstream)
  const allowed = new Set(config.allowedOrigins)

  /**
   * @param {Request} request
   * @param {string} clientId the client's address, as the platform reports it
   * @returns {Promise<Response>}
   */
  async function handle(request, clientId) {
    const origin = request.headers.get('origin')
    const cors =
      origin && allowed.has(origin)
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'content-type, accept, x-ask-site-token',
            'Access-Control-Expose-Headers': 'Retry-After',
            'Access-Control-Max-Age': '86400',
            Vary: 'Origin',
          }
        : undefined
    const fail = (status, code, message, headers = {}) => errorResponse(status, code, message, { ...cors, ...headers })
    try {
      const { pathname } = new URL(request.url)
      if (!CHAT_PATHS.has(pathname) || (request.method !== 'POST' && request.method !== 'OPTIONS')) {
        return fail(404, 'not_found', 'only POST /v1/chat/completions is served here')
      }
      // Browsers always send Origin on a cross-origin POST; a request without one is not the site.
      if (!cors) return fail(403, 'origin_not_allowed', 'this origin may not use the Ask proxy', { Vary: 'Origin' })
      if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
      if (config.siteToken !== undefined && request.headers.get(SITE_TOKEN_HEADER) !== config.siteToken) {
        return fail(401, 'site_token', 'the X-Ask-Site-Token header is missing or wrong')
      }
      // Counted before the body is read: refused requests cost the client its tokens too.
      const wait = limiter.take(clientKey(clientId))
      if (wait > 0) return fail(429, 'rate_limited', `too many questions; try again in ${wait} s`, { 'Retry-After': String(wait) })

      const text = await readLimited(request, config.maxBodyBytes)
      let parsed
      try {
        parsed = JSON.parse(text)
      } catch {
        return fail(400, 'invalid_json', 'the body is not JSON')
      }
      return await forward(upstreamBody(parsed, config), request.signal, cors, fail)
    } catch (error) {
      if (error instanceof Refusal) return fail(error.status, error.code, error.message)
      // Never error.message here: an unexpected error could carry anything.
      return fail(500, 'proxy_error', 'the Ask proxy failed')
    }
  }

  /**
   * Posts upstream and streams the answer back. One AbortController ends the upstream request
   * whatever stops first: the client going away, upstream silent for upstreamTimeoutMs, or the
   * reader of the response cancelling it.
   */
  async function forward(body, clientSignal, cors, fail) {
    const upstream = new AbortController()
    let timedOut = false
    let timer
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        upstream.abort()
      }, config.upstreamTimeoutMs)
    }
    const stop = () => upstream.abort()
    const release = () => {
      clearTimeout(timer)
      clientSignal?.removeEventListener('abort', stop)
    }
    /** A wait for upstream that ended early: its timer ran out, the client left, or the given failure. */
    const waitFailed = (status, code, message) => {
      if (timedOut) return fail(504, 'upstream_timeout', `the model service did not answer within ${config.upstreamTimeoutMs} ms`)
      if (clientSignal?.aborted) return fail(499, 'client_closed', 'the client went away')
      return fail(status, code, message)
    }
    if (clientSignal?.aborted) return fail(499, 'client_closed', 'the client went away')
    clientSignal?.addEventListener('abort', stop)

    let response
    arm()
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(body),
        signal: upstream.signal,
      })
    } catch {
      release()
      return waitFailed(502, 'upstream_unreachable', 'the model service could not be reached')
    }

    // From here the timer runs only while waiting for upstream, not while the client reads slowly.
    clearTimeout(timer)

    // On an error, upstream's body and headers stay here: they may name the account or echo the key.
    const refuse = (status, code, message, headers) => {
      release()
      response.body?.cancel().catch(() => {})
      return fail(status, code, message, headers)
    }
    if (response.status === 401 || response.status === 403) return refuse(502, 'upstream_auth', "the proxy's key was refused upstream")
    if (response.status === 429) {
      const retry = retryAfterSeconds(response.headers.get('retry-after'), Date.now())
      return refuse(503, 'upstream_rate_limited', 'the model service is busy; try again later', retry ? { 'Retry-After': retry } : {})
    }
    if (!response.ok) return refuse(502, 'upstream_error', `the model service answered ${response.status}`)
    if (!response.body || !/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) {
      return refuse(502, 'upstream_not_stream', 'the model service did not stream its answer')
    }

    // The first chunk before the status is decided: headers followed by silence are no answer,
    // and a 504 lets the site show its own answer instead of an empty one.
    const reader = response.body.getReader()
    /** The next chunk, if upstream sends it within upstreamTimeoutMs (else the read is aborted). */
    const nextChunk = async () => {
      arm()
      try {
        return await reader.read()
      } finally {
        clearTimeout(timer)
      }
    }
    /** @type {Uint8Array | undefined} */
    let first
    try {
      const { value, done } = await nextChunk()
      if (done) {
        release()
        return fail(502, 'upstream_empty', 'the model service sent an empty answer')
      }
      first = value
    } catch {
      release()
      reader.cancel().catch(() => {})
      return waitFailed(502, 'upstream_broken', 'the model service broke off its answer')
    }

    // Then chunk by chunk, pulled as the client reads: nothing is buffered beyond the chunk in hand.
    const stream = new ReadableStream(
      {
        async pull(controller) {
          if (first) {
            controller.enqueue(first)
            first = undefined
            return
          }
          try {
            const { value, done } = await nextChunk()
            if (done) {
              release()
              controller.close()
            } else {
              controller.enqueue(value)
            }
          } catch {
            // Upstream stalled (timer), the client left (signal) or the connection broke: the
            // answer ends here. The site shows what arrived.
            release()
            upstream.abort()
            controller.close()
          }
        },
        cancel() {
          release()
          upstream.abort()
          reader.cancel().catch(() => {})
        },
      },
      { highWaterMark: 0 },
    )
    return new Response(stream, {
      status: 200,
      headers: {
        ...cors,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        // nginx and some other reverse proxies buffer responses unless told not to.
        'X-Accel-Buffering': 'no',
      },
    })
  }

  // The resolved config (with the key) is deliberately not returned: nothing outside should print it.
  return { handle, limiter }
}
