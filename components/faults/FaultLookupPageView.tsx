import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PlainShell } from '@/components/docs/DocsShell'
import { faultCodesUrl } from '@/lib/faults/files'
import { localizedPath } from '@/lib/i18n/paths'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { site } from '@/lib/server/site'
import { FaultLookup } from './FaultLookup'

/** `/troubleshooting/codes/`: the lookup (a client component over the locale's fault-codes.json) under the page's title. */
export async function FaultLookupPageView({ locale }: { locale: LocaleId }) {
  const t = await getTranslations('faults')
  const messages = await getMessages()
  return (
    <PlainShell>
      <h1 className="text-3xl font-bold desk:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('intro')}</p>
      <NextIntlClientProvider locale={localeInfo(locale).intl} messages={{ faults: messages.faults }}>
        <FaultLookup dataUrl={faultCodesUrl(locale)} searchPageUrl={localizedPath(locale, site.searchPagePath)} />
      </NextIntlClientProvider>
    </PlainShell>
  )
}
