import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { inlineScriptHashes } from '@/lib/csp/inline-scripts'
import { withPolicyMeta } from '@/lib/csp/policy'
import type { OfflineCopyManifest } from '@/lib/offline/copy-plan'

/** What the offline tests share: the worker's state, the copy manifests, a changed page. */

export const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/**
 * The worker is active and controls the page. Two steps: waitForFunction takes a returned
 * promise as its truthy answer and never polls again, so one async predicate came back as soon as
 * the worker was ready, before it had claimed the page (a later `controller!` was null).
 */
export async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

export async function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data.version)
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2])
      }),
  )
}

export const copyManifest = (out: string, locale: string): OfflineCopyManifest =>
  JSON.parse(fs.readFileSync(path.join(out, 'offline-copy', `${locale}.json`), 'utf8'))

/** A page of the locale that the test has not opened (its URL from the copy's manifest). */
export function unvisitedPage(out: string, locale: string, not: string[] = []): string {
  const page = copyManifest(out, locale).files.find((f) => f.url.endsWith('/') && f.url.split('/').length > 4 && !not.includes(f.url))
  return page!.url
}

/** A changed page with its policy re-hashed, as the build's CSP step would write it. */
export function withRehashedPolicy(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)
  if (!meta) return html
  const policy = meta[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replace(/ 'sha256-[^']+'/g, '')
  return withPolicyMeta(html, policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${inlineScriptHashes(html).join(' ')}`))
}

/** The offline copies of a locale in the page's Cache Storage: complete ones hold their manifest. */
export async function copyCaches(page: Page, locale: string): Promise<{ name: string; complete: boolean; files: number }[]> {
  return page.evaluate(async (locale) => {
    const copies = []
    for (const name of await caches.keys()) {
      if (!name.startsWith(`docs-offline-${locale}-`)) continue
      const cache = await caches.open(name)
      const complete = (await cache.match(`/offline-copy/${locale}.json`)) !== undefined
      copies.push({ name, complete, files: (await cache.keys()).length })
    }
    return copies
  }, locale)
}

/**
 * Serves a hard-linked copy of out/ (fast and small; a test may change its files) with a server
 * script on its own port; resolves once it answers.
 */
export async function serveCopyOf(out: string, copy: string, port: number, server: string[]): Promise<ChildProcess> {
  fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(copy), { recursive: true })
  const copied = spawnSync('cp', ['-al', out, copy])
  if (copied.status !== 0) throw new Error(`cp -al ${out} ${copy} failed: ${copied.stderr}`)
  const child = spawn('node', [...server, copy, String(port)], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://localhost:${port}/sw.js`).then((r) => r.ok, () => false)) return child
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error(`the copy of ${out} did not start on port ${port}`)
}

/**
 * Records every value the copy's progress bar takes (the page's own bar, as the reader sees
 * it), in the page open now and in the pages it loads next.
 */
export async function recordProgress(page: Page): Promise<number[]> {
  const values: number[] = []
  await page.exposeFunction('recordProgress', (value: number) => values.push(value))
  const observe = () =>
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('[data-offline-progress]')
      if (bar) (window as unknown as { recordProgress: (v: number) => void }).recordProgress(bar.value)
    }).observe(document, { subtree: true, childList: true, attributes: true })
  await page.addInitScript(observe)
  if (page.url() !== 'about:blank') await page.evaluate(observe)
  return values
}
