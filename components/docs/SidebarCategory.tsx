'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { collapseDurationMs } from '@/lib/motion'
import { cn } from '@/lib/cn'
import { ChevronIcon } from '@/components/ui/icons'

/**
 * A collapsible sidebar category. The height animation takes longer for taller content and
 * 1 ms under prefers-reduced-motion.
 */
export function SidebarCategory({
  label,
  href,
  active,
  initiallyCollapsed,
  toggleLabel,
  children,
}: {
  label: string
  href: string
  active: boolean
  initiallyCollapsed: boolean
  toggleLabel: string
  children: ReactNode
}) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed)
  const [animating, setAnimating] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const id = useId()

  useEffect(() => {
    if (!initiallyCollapsed) setCollapsed(false)
  }, [initiallyCollapsed])

  function toggle() {
    const el = list.current
    if (!el) return setCollapsed((c) => !c)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const height = el.scrollHeight
    const duration = collapseDurationMs(height, reduce)
    el.style.transition = `height ${duration}ms ease-in-out`
    el.dataset.duration = String(duration)
    if (collapsed) {
      el.style.height = '0px'
      setCollapsed(false)
      requestAnimationFrame(() => {
        el.style.height = `${height}px`
      })
    } else {
      el.style.height = `${height}px`
      requestAnimationFrame(() => {
        el.style.height = '0px'
      })
      window.setTimeout(() => setCollapsed(true), duration)
    }
    setAnimating(true)
    window.setTimeout(() => {
      el.style.height = ''
      el.style.transition = ''
      setAnimating(false)
    }, duration)
  }

  return (
    <li>
      <div className="flex items-center">
        <Link
          href={href}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-bg-soft',
            active ? 'text-brand' : 'text-fg',
          )}
        >
          {label}
        </Link>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={id}
          aria-label={toggleLabel}
          onClick={toggle}
          className="grid size-7 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-bg-soft"
        >
          <ChevronIcon
            width={16}
            height={16}
            className={cn('transition-transform rtl:-scale-x-100', !collapsed && 'rotate-90 rtl:rotate-90')}
          />
        </button>
      </div>
      <ul
        id={id}
        ref={list}
        hidden={collapsed && !animating}
        className="ms-3 overflow-hidden border-s border-line ps-1"
      >
        {children}
      </ul>
    </li>
  )
}
