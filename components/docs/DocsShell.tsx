import type { ReactNode } from 'react'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { SidebarPlacement } from './SidebarPlacement'

/** Three columns on desktop: sidebar, content, table of contents (from 1280 px). */
export function DocsShell({ sidebar, toc, children }: { sidebar: ReactNode; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-[90rem]">
      <aside
        data-chrome
        className="shell-aside"
      >
        <SidebarPlacement>{sidebar}</SidebarPlacement>
      </aside>
      <main id={MAIN_CONTENT_ID} className="shell-main">
        {children}
      </main>
      {toc && (
        <div className="shell-toc">
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
