// A static host on a slow line, for the offline fault tests (tests/e2e/offline-faults.spec.ts):
// serves a folder like scripts/static-server.mjs (/x/ → /x/index.html, /x → 302 /x/, unknown
// paths → 404.html with 404) and sends every response at BYTES_PER_SECOND per connection, so
// that "Save this language for offline" takes long enough to cut the network at 10 %, 50 % or
// 90 %, or to land a deploy in the middle of it. Files are read when asked for, so a file
// replaced on disk is served in its new version at once, as on a real host after a deploy.
// GET /__network/cut drops every transfer under way and every new request until
// GET /__network/restore: a cut network stops the downloads already running too, which the
// browser's offline emulation alone does not do.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

// node tests/support/throttled-static-server.mjs [--rate=BYTES_PER_SECOND] <dir> <port>
const args = process.argv.slice(2)
const rate = args.find((a) => a.startsWith('--rate='))?.slice('--rate='.length) ?? '1000000'
const [dir = 'out', port = '4174'] = args.filter((a) => !a.startsWith('--'))
const BYTES_PER_SECOND = Number(rate)
const CHUNK = 16 * 1024

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}

const root = path.resolve(dir)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The file a URL path names, a redirect for a folder without its slash, or nothing. */
function resolve(urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath))
  if (!file.startsWith(root)) return undefined
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  if (stat?.isFile()) return { file }
  if (stat?.isDirectory()) {
    if (!urlPath.endsWith('/')) return { redirect: `${urlPath}/` }
    const index = path.join(file, 'index.html')
    if (fs.existsSync(index)) return { file: index }
  }
  return undefined
}

async function send(response, status, file) {
  const body = fs.readFileSync(file)
  response.writeHead(status, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
  })
  for (let offset = 0; offset < body.length && !response.destroyed; offset += CHUNK) {
    response.write(body.subarray(offset, offset + CHUNK))
    await sleep((Math.min(CHUNK, body.length - offset) / BYTES_PER_SECOND) * 1000)
  }
  response.end()
}

/** Responses being sent, dropped when the network is cut. */
const underWay = new Set()
let networkCut = false

const server = http.createServer((request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname
  if (urlPath === '/__network/cut' || urlPath === '/__network/restore') {
    networkCut = urlPath === '/__network/cut'
    if (networkCut) for (const running of underWay) running.destroy()
    underWay.clear()
    return response.writeHead(204).end()
  }
  if (networkCut) return request.socket.destroy()
  underWay.add(response)
  response.on('close', () => underWay.delete(response))
  const found = resolve(urlPath)
  if (found?.redirect) return response.writeHead(302, { Location: found.redirect }).end()
  const sent = found?.file ? send(response, 200, found.file) : send(response, 404, path.join(root, '404.html'))
  sent.catch(() => response.destroy())
})

server.listen(Number(port), () => console.log(`throttled static host for ${dir} on http://localhost:${port} (${BYTES_PER_SECOND} B/s per connection)`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
