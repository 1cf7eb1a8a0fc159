import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { TabsClient } from './TabsClient'

interface TabProps {
  label: string
  children: ReactNode
}

/** One tab panel; only meaningful inside <Tabs>. */
export function Tab({ children }: TabProps) {
  return <>{children}</>
}

/**
 * Tabs for alternatives (Ethernet or Wi-Fi, single or three phase). Every panel is in the HTML,
 * so search and readers without JavaScript still get all of them.
 */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement(child) && typeof (child.props as TabProps).label === 'string',
  )
  return <TabsClient labels={tabs.map((tab) => tab.props.label)}>{tabs.map((tab) => tab.props.children)}</TabsClient>
}
