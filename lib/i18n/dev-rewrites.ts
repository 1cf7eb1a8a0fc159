import { DEFAULT_LOCALE, LOCALE_IDS } from './locales'
import { DEV_PROBLEMS_SEGMENT } from '../dev/content-problems'

/**
 * `next dev` only: English pages live under `app/[locale]` as `/en/...`; the export moves them
 * to the root afterwards (scripts/promote-default-locale.ts). These rewrites give `next dev`
 * the same URLs. Paths of other locales, Next's own assets, the dev server's content-problem
 * events and files with an extension pass.
 */
export function devLocaleRewrites() {
  const prefixes = [...LOCALE_IDS, '_next', DEV_PROBLEMS_SEGMENT].join('|')
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE}/` },
    // English files of the export's root that routes make under /en/ (llms.txt, sidebar.json, lazy-texts.json).
    ...['llms.txt', 'sidebar.json', 'lazy-texts.json'].map((file) => ({ source: `/${file}`, destination: `/${DEFAULT_LOCALE}/${file}` })),
    {
      source: `/:path((?!(?:${prefixes})(?:/|$))(?!.*\\.[A-Za-z0-9]+$).+)`,
      destination: `/${DEFAULT_LOCALE}/:path`,
    },
  ]
}
