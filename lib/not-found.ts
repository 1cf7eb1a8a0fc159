import { DEFAULT_LOCALE } from './i18n/locales'

/**
 * Inline script of the static 404 page (one 404.html for every unknown path). Before first paint
 * it shows the not-found text in the language of the path's locale prefix. When the path is a
 * known page written differently (`/x/index.html`, `/x.html`, `/x/index`, other letter case, no
 * trailing slash) it goes to the real page instead.
 */
export function notFoundScript(siteLocales: readonly string[], basePath: string, routes: string[]): string {
  const locales = JSON.stringify(siteLocales.filter((l) => l !== DEFAULT_LOCALE))
  const dirs = JSON.stringify({ ar: 'rtl' })
  const intl = JSON.stringify({ ch: 'zh-Hans' })
  return `(function(){try{var b=${JSON.stringify(basePath)},l=location,p=decodeURIComponent(l.pathname);if(b&&p.indexOf(b)===0)p=p.slice(b.length);
var s=p.split('/').filter(Boolean),loc='';if(s.length&&${locales}.indexOf(s[0])>=0)loc=s.shift();
var h=document.documentElement,lang=loc||'${DEFAULT_LOCALE}';h.setAttribute('data-nf-locale',lang);h.lang=(${intl})[lang]||lang;h.dir=(${dirs})[lang]||'ltr';
var rest=s.join('/').replace(/(\\/index\\.html|\\.html|\\/index)$/i,'').replace(/^index(\\.html)?$/i,''),map={};
${JSON.stringify(routes)}.forEach(function(r){map[r.toLowerCase()]=r});
var t=map[rest.toLowerCase()];if(t!==undefined){var c=b+(loc?'/'+loc:'')+'/'+(t?t+'/':'');if(c!==l.pathname)l.replace(c+l.search+l.hash)}
}catch(e){}})()`
}
