'use client'

import { Children, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The interactive part of <Tabs>: WAI-ARIA tabs with arrow-key navigation. */
export function TabsClient({ labels, children }: { labels: string[]; children: ReactNode }) {
  const [selected, setSelected] = useState(0)
  const id = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const panels = Children.toArray(children)

  function onKeyDown(event: KeyboardEvent) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    let next = selected
    if (event.key === forward) next = (selected + 1) % labels.length
    else if (event.key === backward) next = (selected - 1 + labels.length) % labels.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = labels.length - 1
    else return
    event.preventDefault()
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className="tabs my-5">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-line" onKeyDown={onKeyDown}>
        {labels.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              i === selected ? 'border-brand text-brand' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="pt-4 [&>*+*]:mt-4"
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
