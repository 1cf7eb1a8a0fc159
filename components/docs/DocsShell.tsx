import type { ReactNode } from 'react'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { SidebarPlacement } from './SidebarPlacement'

/** Three columns on desktop: sidebar, content, table of contents (from 1280 px). */
export function DocsShell({ sidebar, toc, children }: { sidebar: ReactNode; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-[90rem]">
      <aside
        data-chrome
        className="sticky top-(--topbar-height) hidden h-[calc(100dvh-var(--topbar-height))] w-72 shrink-0 overflow-y-auto border-e border-line desk:block"
      >
        <SidebarPlacement>{sidebar}</SidebarPlacement>
      </aside>
      <main id={MAIN_CONTENT_ID} className="min-w-0 flex-1 px-4 py-6 desk:px-10 desk:py-8">
        {children}
      </main>
      {toc && (
        <div className="sticky top-(--topbar-height) hidden h-[calc(100dvh-var(--topbar-height))] w-64 shrink-0 overflow-y-auto py-8 pe-4 xl:block">
          {toc}
        </div>
      )}
    </div>
  )
}

/** Pages without a sidebar (search, standalone pages, reports). */
export function PlainShell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id={MAIN_CONTENT_ID} className={`mx-auto px-4 py-8 desk:px-8 ${wide ? 'max-w-[90rem]' : 'max-w-4xl'}`}>
      {children}
    </main>
  )
}
