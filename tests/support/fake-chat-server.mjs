// A stand-in for an OpenAI-compatible model endpoint, for the Ask AI end-to-end tests.
// POST /v1/chat/completions answers by the reader's question (its last user message):
//   mentions "firmware"  → 500
//   mentions "token"     → 401
//   mentions "RS485"     → headers, then silence (the client's timeout must fire)
//   mentions "firewall"  → a slow stream, one word every 250 ms (time to press Stop)
//   anything else        → a short streamed Markdown answer citing [1], then [DONE]
// GET /requests lists the request bodies received so far; GET /health answers "ok".
import http from 'node:http'

const port = Number(process.argv[2] ?? 4175)
const received = []

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, accept, authorization, x-api-key',
}

const ANSWER = [
  'To reset, **hold the reset button** ',
  'until the Power LED turns red [1]. ',
  'Make a backup first [2].\n\n',
  '<img src=x onerror="window.__injected=1"> ',
  '[a link](javascript:window.__injected=2)',
]

function chunk(text) {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`
}

function readBody(request) {
  return new Promise((resolve) => {
    let body = ''
    request.on('data', (part) => (body += part))
    request.on('end', () => resolve(body))
  })
}

const server = http.createServer(async (request, response) => {
  if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end()
  if (request.method === 'GET' && request.url === '/health') return response.writeHead(200, CORS).end('ok')
  if (request.method === 'GET' && request.url === '/requests') {
    return response.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end(JSON.stringify(received))
  }
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return response.writeHead(404, CORS).end()

  const body = JSON.parse(await readBody(request))
  received.push({ headers: request.headers, body })
  const question = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''

  if (/firmware/i.test(question)) {
    return response.writeHead(500, { ...CORS, 'Content-Type': 'application/json' }).end('{"error":{"message":"model overloaded"}}')
  }
  if (/token/i.test(question)) {
    return response.writeHead(401, { ...CORS, 'Content-Type': 'application/json' }).end('{"error":{"message":"invalid key"}}')
  }
  response.writeHead(200, { ...CORS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
  response.flushHeaders()
  if (/rs485/i.test(question)) return // silence: the client gives up after its timeout

  const parts = /firewall/i.test(question) ? Array.from({ length: 80 }, (_, i) => `word${i} `) : ANSWER
  const delay = /firewall/i.test(question) ? 250 : 60
  for (const part of parts) {
    if (response.destroyed) return
    response.write(chunk(part))
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
  response.end('data: [DONE]\n\n')
})

server.listen(port, () => console.log(`fake chat endpoint on http://localhost:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
