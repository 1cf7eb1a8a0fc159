'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { COLOR_MODE_STORAGE_KEY } from '@/lib/color-mode'

/**
 * next-themes applies the stored mode before first paint (inline script), keeps it in
 * localStorage and follows changes made in other tabs.
 */
export function ThemeProvider({
  children,
  defaultMode,
  respectPrefersColorScheme,
}: {
  children: ReactNode
  defaultMode: 'light' | 'dark'
  respectPrefersColorScheme: boolean
}) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme={respectPrefersColorScheme ? 'system' : defaultMode}
      enableSystem={respectPrefersColorScheme}
      enableColorScheme={false}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  )
}
