/**
 * After `next build`: English is exported under out/en/ (its [locale] segment); move it to the
 * root so English URLs have no prefix, as SPEC.md's routing recipe says.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { runScript } from './run-script'

export function promoteDefaultLocale(outDir: string): number {
  const from = path.join(outDir, DEFAULT_LOCALE)
  if (!fs.existsSync(from)) throw new Error(`${from} does not exist: run next build first`)
  let moved = 0
  for (const entry of fs.readdirSync(from)) {
    const target = path.join(outDir, entry)
    if (fs.existsSync(target)) throw new Error(`cannot promote ${DEFAULT_LOCALE}/${entry}: ${target} already exists`)
    fs.renameSync(path.join(from, entry), target)
    moved++
  }
  fs.rmdirSync(from)
  return moved
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    const moved = promoteDefaultLocale('out')
    console.log(`promoted ${moved} entries of out/${DEFAULT_LOCALE}/ to out/`)
  })
}
