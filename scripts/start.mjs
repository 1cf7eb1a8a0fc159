// `npm start`: install what is missing, build the site and serve out/ like a static host.
import { execSync, spawn } from 'node:child_process'
import { ensureNodeModules } from './ensure-deps.mjs'

const port = process.env.PORT ?? '3000'
ensureNodeModules()
execSync('npm run build', { stdio: 'inherit' })
console.log(`\nServing out/ at http://localhost:${port}/ (Ctrl+C to stop)\n`)
spawn('node', ['scripts/static-server.mjs', 'out', port], { stdio: 'inherit' })
