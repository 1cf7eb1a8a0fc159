import type { ReactNode } from 'react'
import { Link } from '@/components/ui/Link'
import type { SiteConfig } from '@/lib/site/schema'

export function Footer({ site, links, offlineCopy }: { site: SiteConfig; links: { href: string; label: string }[]; offlineCopy?: ReactNode }) {
  return (
    <footer data-chrome className="mt-16 border-t border-line bg-bg-soft">
      <div className="footer-row">
        {links.length > 0 && (
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-brand">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {offlineCopy}
        <p>{site.footer.copyright}</p>
      </div>
    </footer>
  )
}
