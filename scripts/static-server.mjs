// Serves a folder like a plain static host (a CDN bucket): /x/ → /x/index.html, /x → 302 /x/,
// unknown paths → 404.html with status 404, no caching. Used by the e2e tests and npm start.
import { spawn } from 'node:child_process'

const [dir = 'out', port = '4173'] = process.argv.slice(2)
// The package's own bin, not npx: npx resolution costs seconds on a busy machine.
const server = spawn(process.execPath, ['node_modules/http-server/bin/http-server', dir, '-p', port, '-d', 'false', '-c-1', '--silent'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
