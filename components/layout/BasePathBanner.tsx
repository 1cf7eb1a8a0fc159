import { getTranslations } from 'next-intl/server'
import { Fragment } from 'react'

/**
 * Warning shown when the site is opened under a base path other than the configured one. It is
 * in every page but displayed only when the head script detects the mismatch.
 */
export async function BasePathBanner({ basePath }: { basePath: string }) {
  const t = await getTranslations('baseUrl')
  const parts: string[] = (t.raw('warning') as string).split(/(\{expected\}|\{actual\})/)
  return (
    <div data-base-banner role="alert" className="bg-[#fff3cd] px-4 py-2 text-center text-sm text-[#5c4500]">
      {parts.map((part, i) =>
        part === '{expected}' ? (
          <code key={i}>{basePath || '/'}</code>
        ) : part === '{actual}' ? (
          <code key={i} data-base-actual />
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </div>
  )
}
