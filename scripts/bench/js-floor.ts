/**
 * The framework floor: the JavaScript an empty page of a Next.js static export loads, built with
 * this project's own node_modules (same Next.js and React). What a doc page loads above it is
 * this site's own code. Built in bench/tmp/floor/ and served on its own port.
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { measurePageWeight } from './page-weight'
import { withStaticServer } from './serve'

const FLOOR_DIR = 'bench/tmp/floor'

const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': "export default { output: 'export', trailingSlash: true }\n",
  'app/layout.jsx': 'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
  'app/page.jsx': "import Link from 'next/link'\n\nexport default function Page() {\n  return <main><h1>Empty</h1><Link href=\"/\">Home</Link></main>\n}\n",
}

/** Builds the empty app (once per bench run) and returns the gzip bytes of JS its page loads. */
export async function measureJsFloor(port: number): Promise<number> {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true })
    fs.writeFileSync(path.join(FLOOR_DIR, file), text)
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(FLOOR_DIR, 'node_modules'))
  const build = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`the empty Next.js app did not build: ${(build.stderr || build.stdout).trim().split('\n').at(-1)}`)
  const [weight] = await withStaticServer(path.join(FLOOR_DIR, 'out'), port, (baseUrl) => measurePageWeight(baseUrl, ['/']))
  return weight!.jsGzipBytes
}
