import { getTranslations } from 'next-intl/server'
import type { GlossaryGroupView } from '@/lib/data/glossary-view'
import { Link } from '@/components/ui/Link'
import { PlainShell } from '@/components/docs/DocsShell'

/**
 * `/glossary/`: the domain's terms in the reader's language, by group, each with the other
 * words readers use for it, the English words (which the many English-only pages use), and the
 * page that explains it.
 */
export async function GlossaryPageView({ groups }: { groups: GlossaryGroupView[] }) {
  const t = await getTranslations('glossary')
  // The English words keep the English separator; the locale's words take its own (، in Arabic, 、 in Chinese).
  return (
    <PlainShell>
      <article data-glossary>
        <h1 className="text-3xl font-bold desk:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('intro')}</p>
        <nav aria-label={t('title')} className="mt-6">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {groups.map(({ group }) => (
              <li key={group}>
                <a href={`#${group}`} className="text-brand underline">
                  {t(`groups.${group}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map(({ group, terms }) => (
          <section key={group} aria-labelledby={group} className="mt-10">
            <h2 id={group} className="text-2xl font-semibold">
              {t(`groups.${group}`)}
            </h2>
            <dl className="mt-4 divide-y divide-line">
              {terms.map((term) => (
                <div key={term.id} id={term.id} data-glossary-term className="py-3">
                  <dt className="font-semibold text-fg">{term.term}</dt>
                  <dd className="mt-1 space-y-1 text-sm text-fg-muted">
                    {term.synonyms.length > 0 && (
                      <p>
                        {t('alsoCalled')}: {term.synonyms.join(t('separator'))}
                      </p>
                    )}
                    {term.english && (
                      <p>
                        {t('english')}:{' '}
                        <span lang="en" dir="ltr">
                          {[term.english.term, ...term.english.synonyms].join(', ')}
                        </span>
                      </p>
                    )}
                    {term.page && (
                      <p>
                        {t('explainedIn')}:{' '}
                        <Link href={term.page.url} className="text-brand underline">
                          {term.page.title}
                        </Link>
                      </p>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </article>
    </PlainShell>
  )
}
