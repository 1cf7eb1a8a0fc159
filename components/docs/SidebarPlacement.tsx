'use client'

import { useEffect, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { mobileMenu, useMobileMenu } from '@/components/layout/mobile-menu'

/**
 * Renders the docs sidebar in place on desktop, and moves the same nodes into the mobile
 * side menu while it is open (one copy in the HTML, not two).
 */
export function SidebarPlacement({ children }: { children: ReactNode }) {
  const { open, docsSlot } = useMobileMenu()
  useEffect(() => {
    mobileMenu.setHasDocs(true)
    return () => mobileMenu.setHasDocs(false)
  }, [])
  if (open && docsSlot) return createPortal(children, docsSlot)
  return <>{children}</>
}
