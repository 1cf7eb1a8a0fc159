import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { createTranslator } from 'use-intl'
import { LOCALES, localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/i18n/paths'

export { LOCALES, localizedPath }
export type { LocaleId }

type Messages = Record<string, Record<string, unknown>>
const cache = new Map<string, Messages>()

/** A message of messages/{locale}.json, e.g. message('nl', 'notFound.title'). */
export function message(locale: LocaleId, key: string): string {
  let messages = cache.get(locale)
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Messages
    cache.set(locale, messages)
  }
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages) as string
}

/** A message with its values filled in as the site's next-intl does (ICU plurals included). */
export function formatted(locale: LocaleId, key: string, values: Record<string, string | number>): string {
  message(locale, key)
  const t = createTranslator({ locale: localeInfo(locale).intl, messages: cache.get(locale)! })
  return (t as unknown as (key: string, values: Record<string, string | number>) => string)(key, values)
}

/** Marks the window, so a later check can tell a client-side navigation from a full load. */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __e2eMarker: number }).__e2eMarker = 1))
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker === 1)
}

/**
 * Switches the mode as the site's toggle does (next-themes with disableTransitionOnChange):
 * transitions are off while the class changes and the new style is computed. Without that, a
 * colour transition started by the switch (links and buttons have them) only advances when the
 * browser draws a frame, which a loaded headless Chromium may not do before axe reads the
 * colours: axe then met light-mode text on the dark background (the dark-mode flake of issue 24).
 */
export async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => {
    const noTransitions = document.createElement('style')
    noTransitions.textContent = '*,*::before,*::after{transition:none!important}'
    document.head.append(noTransitions)
    document.documentElement.classList.toggle('dark', on)
    document.documentElement.style.colorScheme = on ? 'dark' : 'light'
    void getComputedStyle(document.body).color
    noTransitions.remove()
  }, dark)
}
