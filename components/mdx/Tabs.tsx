import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

interface TabProps {
  label: string
  /** The choice the tab stands for, the same in every language (needed in a group). */
  value?: string
  children: ReactNode
}

/** One tab panel; only meaningful inside <Tabs>. */
export function Tab({ children }: TabProps) {
  return <>{children}</>
}

/**
 * Tabs for alternatives (Ethernet or Wi-Fi, single or three phase), as WAI-ARIA tabs with the
 * first one selected. Every panel is in the HTML, so search and readers without JavaScript
 * still get all of them; switching is done by the article (components/static-html/tabs.ts).
 * Tabs with the same `groupId` switch together, on the page and on the pages read next.
 */
export function Tabs({ children, groupId }: { children: ReactNode; groupId?: string }) {
  const id = useId()
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement(child) && typeof (child.props as TabProps).label === 'string',
  )
  return (
    <div className="tabs my-5">
      <div role="tablist" data-tabs-group={groupId} className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === 0}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
            data-tab-value={tab.props.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-fg-muted hover:text-fg aria-selected:border-brand aria-selected:text-brand"
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-tab-label={tab.props.label}
          hidden={i !== 0}
          tabIndex={0}
          className="pt-4 [&>*+*]:mt-4"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  )
}
