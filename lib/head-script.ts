import { EMBED_ATTRIBUTE, EMBED_PARAM } from './embed'

export const ANNOUNCEMENT_STORAGE_KEY = 'docs-announcement-dismissed'
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed'
export const BASE_MISMATCH_ATTRIBUTE = 'data-base-mismatch'

export interface HeadScriptOptions {
  basePath: string
  /** Localized warning with {expected} and {actual}, shown when the base path is wrong. */
  baseWarning: string
  /** First path segments that exist at the configured base path (locales, top-level docs…). */
  knownFirstSegments: string[]
  announcementId?: string
}

/**
 * One inline script in <head>, run before the first paint and before any bundle loads:
 * - `?embed=true` marks <html> so CSS hides the chrome (no flash, works without JavaScript bundles);
 * - `/x/index.html` or `/x/index` (which static hosts serve as the page) becomes `/x/` in the
 *   address bar;
 * - a dismissed announcement stays hidden until its id changes;
 * - a base path other than the configured one shows a warning banner, added outside React and
 *   put back if React re-renders the document (a page under the wrong path fails to hydrate).
 */
export function headScript({ basePath, baseWarning, knownFirstSegments, announcementId }: HeadScriptOptions): string {
  const known = JSON.stringify(knownFirstSegments)
  return `(function(){try{var h=document.documentElement,l=location,p=l.pathname;
if(new URLSearchParams(l.search).get(${JSON.stringify(EMBED_PARAM)})==='true')h.setAttribute(${JSON.stringify(EMBED_ATTRIBUTE)},'');
if(/\\/index(\\.html)?$/.test(p)){p=p.replace(/index(\\.html)?$/,'');history.replaceState(history.state,'',p+l.search+l.hash)}
var a=${JSON.stringify(announcementId ?? '')};if(a){try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===a)h.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'')}catch(e){}}
var b=${JSON.stringify(basePath)},k=${known},s=p.split('/').filter(Boolean),ok;
if(b){ok=p===b||p.indexOf(b+'/')===0}else{ok=s.length===0||k.indexOf(s[0])>=0}
if(!ok){h.setAttribute(${JSON.stringify(BASE_MISMATCH_ATTRIBUTE)},'');var i=0;while(i<s.length&&k.indexOf(s[i])<0)i++;var actual='/'+s.slice(0,i).join('/');
var w=${JSON.stringify(baseWarning)}.replace('{expected}',b||'/').replace('{actual}',actual);
var d=document.createElement('div');d.setAttribute('data-base-banner','');d.setAttribute('role','alert');d.textContent=w;d.style.cssText='background:#fff3cd;color:#5c4500;padding:.5rem 1rem;text-align:center;font-size:.875rem';
var put=function(){if(!d.isConnected)document.body.insertBefore(d,document.body.firstChild)};
document.addEventListener('DOMContentLoaded',function(){put();new MutationObserver(put).observe(document.body,{childList:true})})}
}catch(e){}})()`
}
