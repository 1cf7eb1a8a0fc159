'use client'

import { chatCompletionsUrl, DEFAULT_ASK_TIMEOUT_MS, failureForStatus, parseSseChunk, SITE_TOKEN_HEADER, type AskEndpoint, type AskFailure } from '@/lib/ask/llm'

export class AskError extends Error {
  constructor(readonly failure: AskFailure) {
    super(failure.kind)
  }
}

/**
 * Streams a chat completion from an OpenAI-compatible endpoint. Gives up when the endpoint
 * stays silent for the timeout (before the answer starts or between two chunks).
 */
export async function streamChat(options: {
  endpoint: AskEndpoint
  body: unknown
  signal: AbortSignal
  onDelta: (text: string) => void
}): Promise<void> {
  const { endpoint, body, signal, onDelta } = options
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_ASK_TIMEOUT_MS
  const controller = new AbortController()
  let timedOut = false
  let timer = 0
  const arm = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
  }
  const stop = () => controller.abort()
  signal.addEventListener('abort', stop)
  const fail = (error: unknown): never => {
    if (timedOut) throw new AskError({ kind: 'timeout' })
    if (signal.aborted) throw error
    throw new AskError({ kind: 'network' })
  }
  try {
    arm()
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' }
    if (endpoint.siteToken) headers[SITE_TOKEN_HEADER] = endpoint.siteToken
    const response = await fetch(chatCompletionsUrl(endpoint.endpoint), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    }).catch(fail)
    if (!response.ok) throw new AskError(failureForStatus(response.status))
    if (!response.body) throw new AskError({ kind: 'network' })
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      arm()
      const { value, done } = await reader.read().catch(fail)
      if (done) break
      const parsed = parseSseChunk(buffer + decoder.decode(value, { stream: true }))
      buffer = parsed.rest
      parsed.deltas.forEach(onDelta)
      if (parsed.done) break
    }
  } finally {
    window.clearTimeout(timer)
    signal.removeEventListener('abort', stop)
  }
}
