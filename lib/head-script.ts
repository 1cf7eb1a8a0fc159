import { EMBED_ATTRIBUTE, EMBED_PARAM } from './embed'

export const ANNOUNCEMENT_STORAGE_KEY = 'docs-announcement-dismissed'
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed'
export const BASE_MISMATCH_ATTRIBUTE = 'data-base-mismatch'
/** Set by the search button once it listens; until then the head script notes requests. */
export const SEARCH_READY_ATTRIBUTE = 'data-search-ready'
/** A search shortcut or a click on the search button came before the page was interactive. */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-search-requested'

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
 *   put back if React re-renders the document (a page under the wrong path fails to hydrate);
 * - Ctrl/Cmd+K, `/` (outside a field) or a click on the search button before the search button
 *   listens (a phone can take seconds to hydrate) is noted on <html>; the button opens the modal
 *   when it is ready, so the reader's first press is not lost. Same keys as `isSearchShortcut`.
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
var r=${JSON.stringify(SEARCH_READY_ATTRIBUTE)},q=${JSON.stringify(SEARCH_REQUESTED_ATTRIBUTE)};
document.addEventListener('keydown',function(e){if(h.hasAttribute(r))return;var t=e.target,k=(e.key||'').toLowerCase(),f=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
if((k==='k'&&(e.ctrlKey||e.metaKey)&&!e.altKey)||(e.key==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!f)){e.preventDefault();h.setAttribute(q,'')}},true);
document.addEventListener('click',function(e){if(!h.hasAttribute(r)&&e.target&&e.target.closest&&e.target.closest('[data-search-button]'))h.setAttribute(q,'')},true);
}catch(e){}})()`
}
