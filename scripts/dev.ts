/**
 * `npm run dev` for editors: contentlayer and Next.js in watch mode, at the same URLs as the
 * exported site (English without prefix). Edits to MDX appear in the open browser; a saved file
 * with a problem is named, with its field, in the terminal and in an overlay on the page.
 * Search and the link report use the files of the last `npm run build` (the route.dev.ts files of app/).
 */
import { spawn, spawnSync } from 'node:child_process'
import { watchContentProblems } from './dev-content-watch'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-site.ts'], { stdio: 'inherit', env })
if (prepared.status !== 0) process.exit(prepared.status ?? 1)

const stopWatching = watchContentProblems()
const children = [
  spawn('npx', ['contentlayer2', 'dev'], { stdio: 'inherit', env }),
  spawn('npx', ['next', 'dev', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit', env }),
]
const stop = () => {
  stopWatching()
  children.forEach((child) => child.kill('SIGTERM'))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', (code) => {
  stop()
  process.exit(code ?? 0)
}))
