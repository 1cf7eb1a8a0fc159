/**
 * `npm run i18n:data -- <locale>`: the translatable texts of content/data/controller.yaml as a
 * YAML template for data/translations/<locale>.yaml (English text, or the current translation).
 */
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import { contentDir } from '../lib/content-dir'
import { CONTROLLER_DATA_FILE, parseControllerData } from '../lib/data/controller'
import { DATA_TRANSLATIONS_DIR, parseDataTranslations, translatableTexts } from '../lib/data/translations'
import { runScript } from './run-script'

runScript(() => {
  const locale = process.argv[2]
  if (!locale) throw new Error('usage: npm run i18n:data -- <locale>')
  const data = parseControllerData(fs.readFileSync(path.join(contentDir(), CONTROLLER_DATA_FILE), 'utf8'))
  const file = path.join(contentDir(), DATA_TRANSLATIONS_DIR, `${locale}.yaml`)
  const existing = fs.existsSync(file) ? parseDataTranslations(fs.readFileSync(file, 'utf8'), file, data).entries : {}
  const texts = translatableTexts(data)
  process.stdout.write(stringify(Object.fromEntries(texts.map(({ key, text }) => [key, existing[key] ?? text])), { lineWidth: 0 }))
})
