import type { SiteConfig } from '@/lib/site/schema'

/**
 * The brand's colours as CSS variables; the stylesheet derives every themed colour from them.
 * With the site's origin, print shows each link's full address (app/globals.css).
 */
export function BrandStyle({ theme, url }: { theme: SiteConfig['theme']; url: string }) {
  const origin = JSON.stringify(new URL(url).origin)
  const css = `:root{--brand-primary:${theme.primary};--brand-primary-dark:${theme.primaryDark};--brand-accent:${theme.accent};--print-origin:${origin}}`
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
