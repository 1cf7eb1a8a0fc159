import type { AnswerSource } from './types'

/** An OpenAI-compatible endpoint from the site config (`ask`). */
export interface AskEndpoint {
  endpoint: string
  model: string
  /** A public token the Ask proxy may require (never a provider key: lib/site/secrets.ts). */
  siteToken?: string
  timeoutMs?: number
}

export interface ChatTurn {
  question: string
  answer: string
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export const DEFAULT_ASK_TIMEOUT_MS = 20_000

/** The header that carries the site token to the Ask proxy (deploy/ask-proxy/). */
export const SITE_TOKEN_HEADER = 'X-Ask-Site-Token'

/** `/v1/chat/completions` under the configured endpoint (which may or may not end in /v1). */
export function chatCompletionsUrl(endpoint: string): string {
  const base = endpoint.replace(/\/+$/, '')
  return base.endsWith('/v1') ? `${base}/chat/completions` : `${base}/v1/chat/completions`
}

/**
 * The request for a streamed answer: the retrieved passages, numbered, are the only context,
 * and the model is told to answer from them alone and cite them as [n].
 */
export function buildChatRequest(input: {
  model: string
  question: string
  history: ChatTurn[]
  passages: { source: AnswerSource; text: string }[]
  language: string
}): { model: string; stream: true; temperature: number; messages: ChatMessage[] } {
  const context = input.passages
    .map(({ source, text }) => `[${source.n}] ${source.title}${source.heading ? ` › ${source.heading}` : ''} (${source.url})\n${text}`)
    .join('\n\n')
  const system = [
    'You answer questions about a product from its documentation.',
    'Use only the numbered passages below. If they do not contain the answer, say that the documentation does not cover it.',
    'Cite the passages you use with their number in square brackets, like [1]. Do not invent facts, values or steps.',
    `Answer in the language of the question (the reader's site language is "${input.language}"), briefly, in Markdown.`,
    '',
    'Passages:',
    context,
  ].join('\n')
  const messages: ChatMessage[] = [{ role: 'system', content: system }]
  for (const turn of input.history) {
    messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: turn.answer })
  }
  messages.push({ role: 'user', content: input.question })
  return { model: input.model, stream: true, temperature: 0.2, messages }
}

/**
 * Reads server-sent events of a streamed chat completion. Returns the text deltas of complete
 * lines, whether `[DONE]` arrived, and the incomplete rest to prepend to the next chunk.
 */
export function parseSseChunk(buffer: string): { deltas: string[]; done: boolean; rest: string } {
  const lines = buffer.split(/\r?\n/)
  const rest = lines.pop() ?? ''
  const deltas: string[] = []
  let done = false
  for (const line of lines) {
    if (!line.startsWith('data:')) continue
    const data = line.slice(5).trim()
    if (data === '[DONE]') {
      done = true
      continue
    }
    try {
      const json = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }
      const delta = json.choices?.[0]?.delta?.content
      if (delta) deltas.push(delta)
    } catch {
      // a keep-alive or a line the endpoint sent in another format: skip it
    }
  }
  return { deltas, done, rest }
}

export type AskFailure = { kind: 'timeout' } | { kind: 'network' } | { kind: 'client'; status: number } | { kind: 'server'; status: number }

export function failureForStatus(status: number): AskFailure {
  return status >= 500 ? { kind: 'server', status } : { kind: 'client', status }
}

/** `[1]` in a generated answer becomes a Markdown link to source 1. */
export function linkCitations(markdown: string, sources: AnswerSource[]): string {
  return markdown.replace(/\[(\d+)\](?!\()/g, (whole, n: string) => {
    const source = sources.find((s) => s.n === Number(n))
    return source ? `[[${n}]](${source.url})` : whole
  })
}
