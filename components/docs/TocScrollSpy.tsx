'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Marks the column TOC's link to the heading the reader is in (aria-current="location"): the
 * last heading scrolled past the top bar, the last one at the bottom of the page. It reads the
 * links from the TOC's markup, so the page's payload does not carry them again.
 */
export function TocScrollSpy() {
  const pathname = usePathname()
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav[data-toc="column"] a[href^="#"]')]
    const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    if (links.length === 0) return
    let marked: HTMLAnchorElement | undefined
    const update = () => {
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80
      let current = links[0]!
      headings.forEach((heading, i) => {
        if (heading && heading.getBoundingClientRect().top - offset <= 1) current = links[i]!
      })
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      const active = atBottom ? links.at(-1)! : current
      if (active === marked) return
      marked?.removeAttribute('aria-current')
      active.setAttribute('aria-current', 'location')
      marked = active
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      marked?.removeAttribute('aria-current')
    }
  }, [pathname])
  return null
}
