/**
 * `npm run i18n:status`: per locale, translated / missing / outdated docs, as a table;
 * `--json` prints the lists as JSON (the link report shows them too).
 */
import { DEFAULT_LOCALE } from '../lib/i18n/locales'
import { loadSiteConfig } from '../lib/site/load'
import { withLocaleSlice } from '../lib/site/locale-slice'
import { translationStatus, type LocaleStatus } from '../lib/i18n/status'
import { englishSources, metadataEntries, translationFiles } from './i18n-files'
import { runScript } from './run-script'

export function currentTranslationStatus(): LocaleStatus[] {
  const site = withLocaleSlice(loadSiteConfig(), process.env.LOCALES)
  return translationStatus(englishSources(), translationFiles(), site.locales.filter((l) => l !== DEFAULT_LOCALE), metadataEntries())
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runScript(() => {
    const status = currentTranslationStatus()
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(status, null, 2))
      return
    }
    const total = englishSources().length
    console.log(`| locale | translated | missing | outdated | missing, metadata translated | missing, metadata outdated |\n|---|---:|---:|---:|---:|---:|`)
    for (const s of status) {
      console.log(`| ${s.locale} | ${s.translated.length} | ${s.missing.length} | ${s.outdated.length} | ${s.metadata.length} | ${s.metadataOutdated.length} |`)
    }
    console.log(`\n${total} English docs. A missing doc shows the English page; with its metadata translated, its title, description and keywords are searchable in the locale's language.`)
    console.log('Outdated translations:')
    for (const s of status) for (const doc of s.outdated) console.log(`  ${s.locale}: ${doc}`)
    console.log('Outdated metadata (npm run i18n:stamp -- --metadata <locale> after updating it):')
    for (const s of status) for (const doc of s.metadataOutdated) console.log(`  ${s.locale}: ${doc}`)
  })
}
