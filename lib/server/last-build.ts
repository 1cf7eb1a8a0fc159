import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

const OUT = path.resolve('out')

/**
 * `next dev` only (route.dev.ts files): a file the build writes after the export (search
 * indexes, link report), served from the last build in out/, so search works while editing.
 */
export function lastBuildFile(sitePath: string, contentType: string): Response {
  const file = path.resolve(OUT, `.${sitePath}`)
  if (!file.startsWith(`${OUT}${path.sep}`) || !fs.existsSync(file)) {
    return new Response(`${sitePath} comes from the build: run npm run build once, then reload.`, { status: 404 })
  }
  return new Response(fs.readFileSync(file), { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
}
