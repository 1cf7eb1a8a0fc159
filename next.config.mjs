import { createJiti } from 'jiti'
import createNextIntlPlugin from 'next-intl/plugin'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'

const jiti = createJiti(import.meta.url)
const { loadSiteConfig } = await jiti.import('./lib/site/load.ts')
const { devLocaleRewrites } = await jiti.import('./lib/i18n/dev-rewrites.ts')

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

/** Static export; in development only, rewrites serve English without its /en prefix. */
export default function nextConfig(phase) {
  const site = loadSiteConfig()
  const isDev = phase === PHASE_DEVELOPMENT_SERVER
  return withNextIntl({
    // Export on build only: the dev server checks generateStaticParams per request and rejects
    // the rewritten English URLs under output: 'export' (vercel/next.js#56477).
    output: isDev ? undefined : 'export',
    // `route.dev.ts` files exist in development only: they serve the last build's search
    // index and link report (lib/server/last-build.ts).
    pageExtensions: isDev ? ['dev.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
    trailingSlash: true,
    basePath: site.basePath,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    env: { NEXT_PUBLIC_BASE_PATH: site.basePath },
    // Both cores render pages; static generation is most of the build.
    experimental: { globalNotFound: true, cpus: 2 },
    ...(isDev
      ? { rewrites: async () => ({ beforeFiles: devLocaleRewrites(), afterFiles: [], fallback: [] }) }
      : // The routes read contentlayer's documents from disk instead of bundling them (lib/server/contentlayer-on-disk.ts).
        { turbopack: { resolveAlias: { 'contentlayer/generated': './lib/server/contentlayer-on-disk.ts' } } }),
  })
}
