import type { Metadata } from 'next'
import './globals.css'
import { LOCALES, localeInfo } from '@/lib/i18n/locales'
import { localizedPath } from '@/lib/i18n/paths'
import { notFoundScript } from '@/lib/not-found'
import { routePaths } from '@/lib/content/routes'
import { allCategories } from '@/lib/content/sidebar'
import { source } from '@/lib/server/docs'
import { brandAssetUrl } from '@/lib/site/assets'
import { site } from '@/lib/server/site'
import { BrandStyle } from '@/components/layout/BrandStyle'
import { COLOR_MODE_STORAGE_KEY } from '@/lib/color-mode'


const routes = routePaths(
  source.englishDocs.map((d) => d.docPath),
  allCategories(source.sidebar('en')).map((c) => c.slug),
  site,
)
const texts = Object.fromEntries(
  await Promise.all(
    site.locales.map(async (id) => [id, (await import(`../messages/${id}.json`)).default.notFound] as const),
  ),
)

export const metadata: Metadata = {
  title: `${texts.en.title} | ${site.title}`,
  robots: { index: false },
  icons: { icon: brandAssetUrl(site, site.favicon) },
}

// Shows the text of the path's locale; English without JavaScript. Applies the stored colour mode.
const localeCss = site.locales
  .map((id) => `html[data-nf-locale="${id}"] [data-nf="${id}"]{display:block}`)
  .join('')
const themeScript = `try{var m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(m==='dark'||(m!=='light'&&${site.colorMode.defaultMode === 'dark'}))document.documentElement.classList.add('dark')}catch(e){}`

/** The one 404.html that static hosts serve for every unknown path. */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: notFoundScript(site.locales, site.basePath, routes) + ';' + themeScript }} />
        <BrandStyle theme={site.theme} url={site.url} />
        <style dangerouslySetInnerHTML={{ __html: `[data-nf]{display:none}html:not([data-nf-locale]) [data-nf="en"]{display:block}${localeCss}` }} />
      </head>
      <body className="min-h-dvh antialiased">
        <header className="border-b border-line">
          <div className="mx-auto flex h-(--topbar-height) max-w-[90rem] items-center gap-2 px-5 font-bold">
            {/* eslint-disable-next-line @next/next/no-img-element -- static export */}
            <img src={brandAssetUrl(site, site.navbar.logo.src)} alt="" width={site.navbar.logo.width} height={site.navbar.logo.height} />
            {site.navbar.title}
          </div>
        </header>
        <main className="mx-auto max-w-3xl px-5 py-16">
          {LOCALES.filter((l) => site.locales.includes(l.id)).map(({ id }) => (
            <section key={id} data-nf={id} lang={localeInfo(id).intl} dir={localeInfo(id).dir} data-not-found>
              <h1 className="text-4xl font-bold">{texts[id].title}</h1>
              <p className="mt-4 text-lg">{texts[id].text}</p>
              <p className="mt-2 text-fg-muted">{texts[id].owner}</p>
              <p className="mt-8">
                <a href={`${site.basePath}${localizedPath(id, '')}`} className="font-medium text-brand underline">
                  {texts[id].home}
                </a>
              </p>
            </section>
          ))}
        </main>
      </body>
    </html>
  )
}
