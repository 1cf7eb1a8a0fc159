'use client'

import { Link } from '@/components/ui/Link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { isLocaleId, type LocaleId } from '@/lib/i18n/locales'
import { switchLocalePath } from '@/lib/i18n/paths'
import { rememberLanguageChoice, translatedLocalesOfPage } from '@/lib/i18n/language-choice'
import { cn } from '@/lib/cn'
import { GlobeIcon } from '@/components/ui/icons'
import type { LanguageMenuLabels } from './labels'

export interface LanguageOption {
  id: LocaleId
  intl: string
  label: string
}

/** Language dropdown: opens on hover or Enter, and keeps the reader on the same page. */
export function LanguageMenu({
  options,
  current,
  labels,
  variant = 'dropdown',
}: {
  options: LanguageOption[]
  current: LocaleId
  labels: LanguageMenuLabels
  variant?: 'dropdown' | 'list'
}) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [translated, setTranslated] = useState<Set<string>>()
  const [suffix, setSuffix] = useState('')
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<number>(undefined)
  // A click right after the pointer opened the menu by hovering should not close it again.
  const openedByHover = useRef(false)

  // What follows the path (hash, embed flag) is only known in the browser, after hydration.
  useEffect(() => {
    const embed = new URLSearchParams(window.location.search).get('embed') === 'true'
    setSuffix(`${embed ? '?embed=true' : ''}${window.location.hash}`)
    setTranslated(translatedLocalesOfPage())
  }, [pathname, open])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const currentOption = options.find((o) => o.id === current)!
  const items = (
    <ul id={`${id}-list`} className={cn(variant === 'dropdown' && 'min-w-48 py-1')}>
      {options.map((option) => {
        const state = translated === undefined ? undefined : translated.has(option.id) || option.id === 'en'
        return (
          <li key={option.id}>
            <Link
              href={`${switchLocalePath(pathname, option.id, isLocaleId)}${suffix}`}
              hrefLang={option.intl}
              lang={option.intl}
              aria-current={option.id === current ? 'page' : undefined}
              data-locale={option.id}
              data-translated={state === undefined ? undefined : String(state)}
              onClick={() => {
                rememberLanguageChoice(option.id)
                setOpen(false)
              }}
              className="lang-option"
            >
              <span>{option.label}</span>
              {state !== undefined && (
                <span
                  className={cn('text-xs', state ? 'text-brand' : 'text-fg-muted')}
                  title={state ? labels.translated : labels.notTranslated}
                >
                  {state ? '●' : '○'}
                  <span className="sr-only">{state ? labels.translated : labels.notTranslated}</span>
                </span>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )

  if (variant === 'list') return <nav aria-label={labels.menu}>{items}</nav>

  return (
    <div
      ref={root}
      className="relative"
      data-language-menu
      onMouseEnter={() => {
        window.clearTimeout(closeTimer.current)
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        closeTimer.current = window.setTimeout(() => setOpen(false), 150)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={`${labels.menu}: ${currentOption.label}`}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false
            return
          }
          setOpen((value) => !value)
        }}
        className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-fg-muted hover:bg-bg-soft hover:text-fg"
      >
        <GlobeIcon />
        <span lang={currentOption.intl}>{currentOption.label}</span>
        <span aria-hidden="true" className="chevron chevron-down" />
      </button>
      {/* Rendered while open only: twelve links in every page's HTML that hreflang alternates already give crawlers. */}
      {open && <div className="absolute end-0 top-full z-50 mt-1 rounded-md border border-line bg-bg-raised shadow-lg">{items}</div>}
    </div>
  )
}
