// The Ask proxy as a Node 20 server: `node deploy/ask-proxy/node-server.mjs`, configured by the
// ASK_PROXY_* environment variables (README.md). Plain HTTP: put it behind something that
// terminates TLS (Caddy, nginx, a platform's load balancer).
//
// It translates between node:http and the web Request/Response of proxy.mjs, streaming both ways:
// the body is read as it arrives (so the size limit holds without buffering), each answer chunk
// is written as soon as upstream sends it, and a client that hangs up cancels the upstream call.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { configFromEnv, createAskProxy } from './proxy.mjs'

/** Headers that describe one hop's connection, not the request: undici refuses some of them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'])

/**
 * The request body as a web stream that pauses the socket when the proxy is not reading.
 * Not Readable.toWeb: its cancel destroys the request, and with it the socket the 413 should go
 * back on. Here a cancelled body is drained and the connection closed after the reply.
 * @param {http.IncomingMessage} req
 */
function bodyStream(req) {
  let cancelled = false
  return new ReadableStream({
    start(controller) {
      req.on('data', (part) => {
        if (cancelled) return
        controller.enqueue(new Uint8Array(part.buffer, part.byteOffset, part.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) req.pause()
      })
      req.on('end', () => cancelled || controller.close())
      req.on('error', (error) => cancelled || controller.error(error))
      req.pause()
    },
    pull() {
      req.resume()
    },
    cancel() {
      cancelled = true
      req.resume() // discard the rest; the reply says Connection: close
    },
  })
}

/**
 * @param {http.IncomingMessage} req
 * @param {AbortSignal} signal
 */
function toWebRequest(req, signal) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  // The host part is not used for routing; a fixed one keeps a forged Host header meaningless.
  /** @type {RequestInit & { duplex?: 'half' }} Node's fetch needs duplex for a streamed body (not in the DOM types yet) */
  const init = { method: req.method, headers, body: hasBody ? bodyStream(req) : null, duplex: hasBody ? 'half' : undefined, signal }
  return new Request(new URL(req.url ?? '/', 'http://ask-proxy.invalid'), init)
}

/**
 * Writes a web Response to node's response: status, headers, then each chunk as it comes,
 * waiting for 'drain' when the client reads slower than upstream writes.
 * @param {Response} response
 * @param {http.ServerResponse} res
 * @param {http.IncomingMessage} req
 */
async function sendWebResponse(response, res, req) {
  const headers = Object.fromEntries(response.headers)
  // A body the proxy stopped reading (413) is still arriving: close rather than read it all.
  if (!req.complete) headers.connection = 'close'
  res.writeHead(response.status, headers)
  res.flushHeaders()
  if (!response.body) return void res.end()
  const reader = response.body.getReader()
  const cancel = () => reader.cancel().catch(() => {})
  res.on('close', cancel)
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      if (res.destroyed) return void cancel()
      // Without compression node writes a chunked response's chunk to the socket at once.
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve))
    }
    res.end()
  } catch {
    res.destroy()
  } finally {
    res.off('close', cancel)
  }
}

/**
 * The client's address: the socket's peer, or with trustForwarded the first X-Forwarded-For
 * entry (only behind a reverse proxy that sets it; otherwise anyone can claim any address).
 * @param {http.IncomingMessage} req
 * @param {boolean} trustForwarded
 */
function clientIdOf(req, trustForwarded) {
  const forwarded = req.headers['x-forwarded-for']
  if (trustForwarded && forwarded) {
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded).split(',')[0]?.trim()
    if (first) return first
  }
  return req.socket.remoteAddress ?? 'unknown'
}

/**
 * Starts the proxy on node:http.
 * @param {import('./proxy.mjs').AskProxyConfig} config
 * @param {{ port?: number, host?: string, trustForwarded?: boolean, quiet?: boolean }} [options]
 *   port 0 picks a free port; quiet and trustForwarded default to ASK_PROXY_QUIET=1 and
 *   ASK_PROXY_TRUST_FORWARDED=1.
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
export async function startAskProxyServer(config, options = {}) {
  const { port = 8787, host = '127.0.0.1' } = options
  const quiet = options.quiet ?? process.env.ASK_PROXY_QUIET === '1'
  const trustForwarded = options.trustForwarded ?? process.env.ASK_PROXY_TRUST_FORWARDED === '1'
  const proxy = createAskProxy(config) // throws on a bad config, before the port is taken

  const server = http.createServer(async (req, res) => {
    const started = performance.now()
    // Only the method, path and status: never headers (the site token) or the client's address.
    res.on('close', () => {
      if (!quiet) {
        const path = (req.url ?? '/').split('?')[0]
        console.log(`${req.method} ${path} ${res.writableFinished ? res.statusCode : `${res.statusCode} (client left)`} ${Math.round(performance.now() - started)}ms`)
      }
    })
    if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')

    const disconnected = new AbortController()
    // 'close' before the response finished: the client went away, the upstream call must stop.
    res.on('close', () => {
      if (!res.writableFinished) disconnected.abort()
    })
    try {
      const response = await proxy.handle(toWebRequest(req, disconnected.signal), clientIdOf(req, trustForwarded))
      if (res.destroyed) return void response.body?.cancel().catch(() => {})
      await sendWebResponse(response, res, req)
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"code":"proxy_error","message":"the Ask proxy failed"}}')
      else res.destroy()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// `node deploy/ask-proxy/node-server.mjs`: configuration from the environment.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const port = Number(process.env.ASK_PROXY_PORT || 8787)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('ASK_PROXY_PORT: expected a port number')
    const { url, close } = await startAskProxyServer(configFromEnv(process.env), { port, host: process.env.ASK_PROXY_HOST || '127.0.0.1' })
    console.log(`Ask proxy on ${url}`)
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => close().then(() => process.exit(0)))
  } catch (error) {
    // The config errors name the setting and never include the key.
    console.error(`Ask proxy not started: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
