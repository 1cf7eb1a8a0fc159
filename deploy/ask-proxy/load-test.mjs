// Many readers asking at once: `runLoad` sends `questions` chat requests through the proxy,
// `concurrency` at a time, reads every stream to its end and reports how many answered, how
// fast, and whether any answer carried another question's text (a proxy that mixed up streams).
//
// Each question carries its own id (q-<run>-<n>). Against tests/support/openai-stub.mjs the answer
// echoes it as "<id> part k/n", and the check is exact: only its own id, parts 1..n in order.
// Against a real model only the first half applies (no other question's id in the answer), and
// every question costs tokens: point it at a staging upstream, and raise the proxy's rate limit
// (all questions come from one address).
//
// CLI: node deploy/ask-proxy/load-test.mjs --proxy http://127.0.0.1:8787 --origin https://docs.example.com
//        [--questions 200] [--concurrency 20] [--site-token TOKEN]   → prints the result as JSON
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The site's request shape (lib/ask/llm.ts buildChatRequest), with one passage. */
function chatBody(question) {
  const system = [
    'You answer questions about a product from its documentation.',
    'Use only the numbered passages below.',
    '',
    'Passages:',
    '[1] Status LEDs › Cloud (/status-leds/#cloud)\nRed blinking: the cloud is not reachable.',
  ].join('\n')
  return {
    model: 'browser-model',
    stream: true,
    temperature: 0.2,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: question },
    ],
  }
}

/** The text deltas of a complete SSE stream, in order. */
function deltasOf(sse) {
  const deltas = []
  for (const line of sse.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue
    const data = line.slice(5).trim()
    if (data === '[DONE]') continue
    try {
      const delta = JSON.parse(data).choices?.[0]?.delta?.content
      if (delta) deltas.push(delta)
    } catch {
      // not a chunk of text
    }
  }
  return deltas
}

/**
 * Whether an answer holds anything but its own question's: another q-… id, or "part k/n"
 * markers (the stub's) that are not 1..n in order.
 */
function isMixed(text, id, runId) {
  const ids = text.match(new RegExp(`q-${runId}-\\d+`, 'g')) ?? []
  if (ids.some((found) => found !== id)) return true
  const parts = [...text.matchAll(/part (\d+)\/(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])])
  return parts.length > 0 && (parts.length !== parts[0][1] || parts.some(([k, n], i) => k !== i + 1 || n !== parts[0][1]))
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
}

/**
 * @param {{ proxyUrl: string, origin: string, questions?: number, concurrency?: number, siteToken?: string }} options
 * @returns {Promise<{ requests: number, concurrency: number, ok: number, errors: number, mixed: number,
 *   ttftMs: { p50: number, p95: number }, totalMs: { p50: number, p95: number }, wallMs: number }>}
 */
export async function runLoad({ proxyUrl, origin, questions = 200, concurrency = 20, siteToken }) {
  const url = `${proxyUrl.replace(/\/+$/, '')}/v1/chat/completions`
  // Ids unique to this run too, so a stream replayed from an earlier run would count as mixed.
  const runId = Math.random().toString(36).slice(2, 8)
  const ttft = []
  const total = []
  let ok = 0
  let errors = 0
  let mixed = 0
  let next = 0

  async function ask(n) {
    const id = `q-${runId}-${n}`
    const started = performance.now()
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          Origin: origin,
          ...(siteToken ? { 'X-Ask-Site-Token': siteToken } : {}),
        },
        body: JSON.stringify(chatBody(`What does a red cloud LED mean? (${id})`)),
      })
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel()
        errors++
        return
      }
      const decoder = new TextDecoder()
      let sse = ''
      let first
      for await (const chunk of response.body) {
        sse += decoder.decode(chunk, { stream: true })
        // First token: the first chunk that carries text, not a keep-alive.
        if (first === undefined && deltasOf(sse).length > 0) first = performance.now() - started
      }
      const text = deltasOf(sse).join('')
      if (!text) {
        errors++
        return
      }
      ok++
      ttft.push(first ?? performance.now() - started)
      total.push(performance.now() - started)
      if (isMixed(text, id, runId)) mixed++
    } catch {
      errors++
    }
  }

  // A pool: each worker takes the next question until none are left.
  const wallStart = performance.now()
  const worker = async () => {
    while (next < questions) await ask(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, questions) }, worker))
  const wallMs = Math.round(performance.now() - wallStart)

  ttft.sort((a, b) => a - b)
  total.sort((a, b) => a - b)
  return {
    requests: questions,
    concurrency,
    ok,
    errors,
    mixed,
    ttftMs: { p50: percentile(ttft, 50), p95: percentile(ttft, 95) },
    totalMs: { p50: percentile(total, 50), p95: percentile(total, 95) },
    wallMs,
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2)
  const option = (name) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1] : undefined
  }
  const proxyUrl = option('proxy')
  const origin = option('origin')
  if (!proxyUrl || !origin) {
    console.error('usage: node deploy/ask-proxy/load-test.mjs --proxy URL --origin https://docs.example.com [--questions 200] [--concurrency 20] [--site-token TOKEN]')
    process.exit(2)
  }
  const result = await runLoad({
    proxyUrl,
    origin,
    questions: Number(option('questions') ?? 200),
    concurrency: Number(option('concurrency') ?? 20),
    siteToken: option('site-token'),
  })
  console.log(JSON.stringify(result, null, 2))
  process.exit(result.errors === 0 && result.mixed === 0 ? 0 : 1)
}
