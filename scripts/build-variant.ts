/**
 * `npm run build:variant -- <name> [<name> …]`: the whole build with a variant's settings
 * (scripts/variants.ts), written to out-variants/<name>/. The default build in out/ is set
 * aside meanwhile and put back afterwards, whatever happens.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { isVariantName, VARIANTS, VARIANTS_DIR } from './variants'
import { runScript } from './run-script'

const OUT = 'out'
const ASIDE = path.join('.tmp', 'out-default')

function buildVariant(name: string) {
  if (!isVariantName(name)) throw new Error(`unknown variant "${name}"; known: ${Object.keys(VARIANTS).join(', ')}`)
  const variant = VARIANTS[name]
  const target = path.join(VARIANTS_DIR, name)
  console.log(`\n▶ variant ${name}: ${variant.purpose}`)
  const hadDefault = fs.existsSync(OUT)
  fs.rmSync(ASIDE, { recursive: true, force: true })
  if (hadDefault) {
    fs.mkdirSync(path.dirname(ASIDE), { recursive: true })
    fs.renameSync(OUT, ASIDE)
  }
  try {
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, ...variant.env } })
    if (result.status !== 0) throw new Error(`the build of variant ${name} failed (exit ${result.status ?? result.signal})`)
    fs.rmSync(target, { recursive: true, force: true })
    fs.mkdirSync(VARIANTS_DIR, { recursive: true })
    fs.renameSync(OUT, target)
    console.log(`✓ variant ${name} in ${target}/`)
  } finally {
    fs.rmSync(OUT, { recursive: true, force: true })
    if (hadDefault) fs.renameSync(ASIDE, OUT)
  }
}

runScript(() => {
  const names = process.argv.slice(2)
  for (const name of names.length > 0 ? names : Object.keys(VARIANTS)) buildVariant(name)
})
