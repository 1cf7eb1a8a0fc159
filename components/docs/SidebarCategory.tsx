'use client'

import { Link } from '@/components/ui/Link'
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { collapseDurationMs } from '@/lib/motion'
import { SIDEBAR_CATEGORY_ATTRIBUTE } from './sidebar-markup'

/**
 * A collapsible sidebar category. The height animation takes longer for taller content and
 * 1 ms under prefers-reduced-motion. Children mount on first expansion.
 */
export function SidebarCategory({
  label,
  href,
  current,
  initiallyCollapsed,
  onExpand,
  toggleLabel,
  children,
}: {
  label: string
  href: string
  current: boolean
  initiallyCollapsed: boolean
  /** Called before the category opens; opening waits for it (a branch may load its links). */
  onExpand: () => void | Promise<void>
  toggleLabel: string
  children: ReactNode
}) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed)
  const [animation, setAnimation] = useState<'opening' | 'closing'>()
  const wrapper = useRef<HTMLDivElement>(null)
  const id = useId()

  // Runs after the children have mounted (opening) or before they unmount (closing).
  useLayoutEffect(() => {
    const el = wrapper.current
    if (!el || !animation) return
    const height = el.scrollHeight
    const duration = collapseDurationMs(height, window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    el.dataset.duration = String(duration)
    el.style.overflow = 'hidden'
    el.style.height = animation === 'opening' ? '0px' : `${height}px`
    el.getBoundingClientRect()
    el.style.transition = `height ${duration}ms ease-in-out`
    el.style.height = animation === 'opening' ? `${height}px` : '0px'
    const done = window.setTimeout(() => {
      el.style.transition = ''
      el.style.height = ''
      el.style.overflow = ''
      if (animation === 'closing') setCollapsed(true)
      setAnimation(undefined)
    }, duration)
    return () => window.clearTimeout(done)
  }, [animation])

  async function toggle() {
    if (collapsed) {
      await onExpand()
      setCollapsed(false)
      setAnimation('opening')
    } else setAnimation('closing')
  }

  const expanded = !collapsed && animation !== 'closing'
  return (
    <li {...{ [SIDEBAR_CATEGORY_ATTRIBUTE]: label }}>
      <div className="sb-row">
        <Link href={href} aria-current={current ? 'page' : undefined} className="sb-cat">
          {label}
        </Link>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={toggleLabel}
          onClick={() => void toggle()}
          className="sb-toggle"
        >
          <span aria-hidden="true" className="chevron" />
        </button>
      </div>
      <div id={id} ref={wrapper} hidden={collapsed} className="sb-branch">
        {!collapsed && children}
      </div>
    </li>
  )
}
