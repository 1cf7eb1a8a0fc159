import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PlainShell } from '@/components/docs/DocsShell'
import { LedTable } from '@/components/mdx/ControllerData'
import { Link } from '@/components/ui/Link'
import { StaticHtml } from '@/components/static-html/StaticHtml'
import { allCategories } from '@/lib/content/sidebar'
import { loadControllerData } from '@/lib/data/controller'
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { checklistStages, deviceChoices } from '@/lib/server/commissioning'
import { source } from '@/lib/server/docs'
import { mdxData } from '@/lib/server/mdx-data'
import { site } from '@/lib/server/site'
import { CommissioningChecklist } from './CommissioningChecklist'

/** Where the report sends the customer for help: support, the portal, the docs and their troubleshooting pages. */
async function HelpList({ locale, origin }: { locale: LocaleId; origin: string }) {
  const t = await getTranslations('commissioning.report')
  const { supportEmail, monitoringPortalName, monitoringPortalUrl } = site.custom
  const troubleshooting = allCategories(source.sidebar(locale)).find((c) => c.folder === 'Troubleshooting')
  const leds = source.page(locale, 'status-leds')
  const printed = (path: string) => (
    <Link href={path} className="break-all text-brand underline" dir="ltr">
      {`${origin}${path}`}
    </Link>
  )
  const row = 'grid gap-x-4 sm:grid-cols-[14rem_1fr]'
  return (
    <ul className="space-y-2" data-handover-help>
      <li className={row}>
        <span className="font-medium">{t('support')}</span>
        <a href={`mailto:${supportEmail}`} className="text-brand underline" dir="ltr">
          {supportEmail}
        </a>
      </li>
      <li className={row}>
        <span className="font-medium">
          {t('portal')} ({monitoringPortalName})
        </span>
        <a href={monitoringPortalUrl} className="break-all text-brand underline" dir="ltr">
          {monitoringPortalUrl}
        </a>
      </li>
      <li className={row}>
        <span className="font-medium">{t('documentation')}</span>
        {printed(localizedPath(locale, ''))}
      </li>
      {troubleshooting && (
        <li className={row}>
          <span className="font-medium">{t('troubleshooting')}</span>
          <span className="flex flex-col">
            {printed(troubleshooting.href)}
            {leds && printed(leds.url)}
          </span>
        </li>
      )}
    </ul>
  )
}

/** `/commissioning/`: the checklist (a client component over the browser's storage) with its server-made parts. */
export async function CommissioningPageView({ locale }: { locale: LocaleId }) {
  const messages = await getMessages()
  // Only what the checklist says in the browser travels to it.
  const clientMessages = { commissioning: messages.commissioning, devices: { types: messages.devices.types, firmwareAny: messages.devices.firmwareAny } }
  const origin = absoluteUrl(site.url, site.basePath, '')
  const t = await getTranslations('commissioning.report')
  return (
    <PlainShell>
      <NextIntlClientProvider locale={localeInfo(locale).intl} messages={clientMessages}>
        <CommissioningChecklist
          stages={checklistStages(locale)}
          devices={deviceChoices(locale)}
          origin={origin}
          brand={site.custom.brand}
        />
      </NextIntlClientProvider>
      {/* The report's fixed part: markup only (no React payload), shown with the report (app/globals.css). */}
      <StaticHtml key={`${locale}#handover`} staticHtmlKey={`${locale}/commissioning#handover`} className="handover-static">
        {/* A content tree without LED data (a test fixture) has no such section. */}
        {loadControllerData().leds.length > 0 && (
          <>
            <h2 className="mt-8 text-xl font-semibold">{t('leds')}</h2>
            <div className="prose mt-3 max-w-none break-inside-avoid-page">
              <LedTable data={mdxData()} />
            </div>
          </>
        )}
        <h2 className="mt-8 text-xl font-semibold">{t('help')}</h2>
        <div className="mt-3">
          <HelpList locale={locale} origin={origin} />
        </div>
      </StaticHtml>
    </PlainShell>
  )
}
