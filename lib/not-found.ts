import { DEFAULT_LOCALE, LOCALE_IDS } from './i18n/locales'

/**
 * Inline script of the static 404 page (one 404.html for every unknown path): it shows the
 * not-found text in the language of the path's locale prefix, before first paint.
 */
export function notFoundLocaleScript(siteLocales: readonly string[], basePath: string): string {
  const locales = JSON.stringify(siteLocales.filter((l) => l !== DEFAULT_LOCALE))
  const dirs = JSON.stringify({ ar: 'rtl' })
  const intl = JSON.stringify({ ch: 'zh-Hans' })
  return `(function(){try{var b=${JSON.stringify(basePath)};var p=location.pathname;if(b&&p.indexOf(b)===0)p=p.slice(b.length);var s=p.split('/').filter(Boolean)[0]||'';var l=${locales}.indexOf(s)>=0?s:'${DEFAULT_LOCALE}';var h=document.documentElement;h.setAttribute('data-nf-locale',l);h.lang=(${intl})[l]||l;h.dir=(${dirs})[l]||'ltr';}catch(e){}})()`
}

export const NOT_FOUND_LOCALES = LOCALE_IDS
