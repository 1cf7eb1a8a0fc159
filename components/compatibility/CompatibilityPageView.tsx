import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PlainShell } from '@/components/docs/DocsShell'
import { localeInfo, type LocaleId } from '@/lib/i18n/locales'
import { source } from '@/lib/server/docs'
import { deviceRows } from '@/lib/server/device-rows'
import { CompatibilityFinder } from './CompatibilityFinder'

/** The page that says how to ask for a device the finder does not list. */
const REQUEST_DOC = 'Devices/new-integrations/request-an-integration'

/** `/compatibility/`: the finder (a client component over the device data) under the page's title. */
export async function CompatibilityPageView({ locale }: { locale: LocaleId }) {
  const t = await getTranslations('compatibility')
  const messages = await getMessages()
  const { types, interfaces, read, control, firmwareAny, firmware, nothing } = messages.devices
  // Only what the finder says in the browser travels to it.
  const clientMessages = { compatibility: messages.compatibility, devices: { types, interfaces, read, control, firmwareAny, firmware, nothing } }
  return (
    <PlainShell wide>
      <h1 className="text-3xl font-bold desk:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('intro')}</p>
      <NextIntlClientProvider locale={localeInfo(locale).intl} messages={clientMessages}>
        <CompatibilityFinder devices={deviceRows(locale)} requestUrl={source.page(locale, REQUEST_DOC)?.url} />
      </NextIntlClientProvider>
    </PlainShell>
  )
}
