// An OpenAI-compatible model endpoint on loopback, standing in for the provider behind the Ask
// proxy (deploy/ask-proxy/) in its tests. POST /v1/chat/completions answers by the last user
// message:
//   contains "#500"    → 500 with a JSON error
//   contains "#429"    → 429 with Retry-After: 7
//   contains "#401"    → 401
//   contains "#silent" → 200 headers, then nothing (the proxy's timeout must fire)
//   contains "#stall"  → 200, one chunk, then nothing (a stall mid-answer)
//   contains "#slow"   → 100 chunks 50 ms apart (time to abort mid-stream)
//   contains "#json"   → 200 with a whole (non-streamed) JSON completion
//   anything else      → 5 SSE chunks a few ms apart, "q-17 part 1/5 " … "q-17 part 5/5 ",
//                        then [DONE]; q-17 is the first q-… id in the question ("answer" if none),
//                        so concurrent streams can be told apart
// Error bodies carry a marker (STUB_INTERNAL) that must never reach the proxy's clients.
import http from 'node:http'

export const STUB_INTERNAL = 'stub-internal-detail'

function chunk(text) {
  return `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text } }] })}\n\n`
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{ port?: number, expectKey?: string }} [options]
 * @returns {Promise<{
 *   url: string,
 *   close: () => Promise<void>,
 *   requests: { headers: http.IncomingHttpHeaders, body: any }[],
 *   openStreams: () => number,
 *   aborted: () => number,
 * }>}
 */
export async function startStub({ port = 0, expectKey } = {}) {
  /** @type {{ headers: http.IncomingHttpHeaders, body: any }[]} */
  const requests = []
  let open = 0
  let abortedCount = 0

  const json = (response, status, body, headers = {}) =>
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body))

  const server = http.createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return json(response, 404, { error: { message: 'not found' } })
    let text = ''
    for await (const part of request) text += part
    let body
    try {
      body = JSON.parse(text)
    } catch {
      return json(response, 400, { error: { message: 'not JSON' } })
    }
    requests.push({ headers: request.headers, body })

    if (expectKey !== undefined && request.headers.authorization !== `Bearer ${expectKey}`) {
      return json(response, 401, { error: { message: `invalid key (${STUB_INTERNAL})` } })
    }
    const question = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? ''
    if (question.includes('#500')) return json(response, 500, { error: { message: `model overloaded (${STUB_INTERNAL})` } })
    if (question.includes('#429')) return json(response, 429, { error: { message: `slow down (${STUB_INTERNAL})` } }, { 'Retry-After': '7' })
    if (question.includes('#401')) return json(response, 401, { error: { message: `invalid key (${STUB_INTERNAL})` } })
    if (question.includes('#json')) return json(response, 200, { choices: [{ message: { role: 'assistant', content: `whole answer (${STUB_INTERNAL})` } }] })

    // A streaming response: counted open until it ends or its client goes away.
    open++
    let ended = false
    response.on('close', () => {
      open--
      if (!ended) abortedCount++
    })
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Stub-Internal': STUB_INTERNAL })
    response.flushHeaders()
    if (question.includes('#silent')) return
    if (question.includes('#stall')) return void response.write(chunk('first words '))

    const id = /\bq-[\w-]+/.exec(question)?.[0] ?? 'answer'
    const slow = question.includes('#slow')
    const count = slow ? 100 : 5
    for (let part = 1; part <= count; part++) {
      if (response.destroyed) return
      response.write(chunk(`${id} part ${part}/${count} `))
      await sleep(slow ? 50 : 3)
    }
    if (response.destroyed) return
    ended = true
    response.end('data: [DONE]\n\n')
  })

  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    openStreams: () => open,
    aborted: () => abortedCount,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
