'use client'

import { useTheme } from 'next-themes'
import { useEffect, useState } from 'react'
import { nextColorMode, type ColorMode } from '@/lib/color-mode'
import { MoonIcon, SunIcon, SystemIcon } from '@/components/ui/icons'
import { fillPlaceholders } from '@/lib/i18n/fill-placeholders'
import type { ThemeToggleLabels } from './labels'

/** Colour-mode toggle; the label names the current mode (`{mode}` in the toggle's text). */
export function ThemeToggle({ labels, respectPrefersColorScheme }: { labels: ThemeToggleLabels; respectPrefersColorScheme: boolean }) {
  const { theme, setTheme } = useTheme()
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    setMounted(true)
  }, [])
  const mode = (mounted ? theme : undefined) as ColorMode | undefined
  const label = fillPlaceholders(respectPrefersColorScheme ? labels.toggleWithSystem : labels.toggle, { mode: labels[mode ?? 'light'] })
  return (
    <button
      type="button"
      data-theme-toggle
      // Set once hydrated: before that a click cannot change the mode (tests wait for it).
      data-ready={mounted ? '' : undefined}
      className="grid size-9 place-items-center rounded-md text-fg-muted hover:bg-bg-soft hover:text-fg"
      aria-label={label}
      title={label}
      onClick={() => setTheme(nextColorMode(theme, respectPrefersColorScheme))}
    >
      {mode === 'system' ? (
        <SystemIcon />
      ) : (
        <>
          <SunIcon className="dark:hidden" />
          <MoonIcon className="hidden dark:block" />
        </>
      )}
    </button>
  )
}
