import type { SiteConfig } from '@/lib/site/schema'

/** The brand's colours as CSS variables; the stylesheet derives every themed colour from them. */
export function BrandStyle({ theme }: { theme: SiteConfig['theme'] }) {
  const css = `:root{--brand-primary:${theme.primary};--brand-primary-dark:${theme.primaryDark};--brand-accent:${theme.accent}}`
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
