import { Link } from '@/components/ui/Link'
import { FolderIcon, PageIcon } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { CategoryPageModel } from '@/lib/content/category-page-model'
import { Breadcrumbs } from './Breadcrumbs'
import { DocsShell } from './DocsShell'
import { DraftBadge, Sidebar } from './Sidebar'

/** Generated index of a sidebar category: a card per child with its description (lib/content/category-page-model.ts). */
export async function CategoryPageView({ model }: { model: CategoryPageModel }) {
  const t = await getTranslations('category')
  const ts = await getTranslations('sidebar')
  const td = await getTranslations('doc')
  const { category, cards } = model
  return (
    <DocsShell sidebar={<Sidebar {...model.sidebar} label={ts('label')} toggleLabel={ts.raw('toggleCategory')} draftLabel={td('draft')} />}>
      <Breadcrumbs homeHref={model.homeHref} trail={model.trail} current={category.label} />
      <h1 className="text-3xl font-bold desk:text-4xl">{category.label}</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{category.description}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-category-cards>
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className="block h-full rounded-lg border border-line bg-bg-raised p-4 hover:border-brand">
              <span className="flex items-center gap-2 font-semibold text-fg">
                {card.kind === 'category' ? <FolderIcon className="shrink-0 text-fg-muted" /> : <PageIcon className="shrink-0 text-fg-muted" />}
                {card.title}
                {card.draft && <DraftBadge label={td('draft')} />}
              </span>
              {card.description && <span className="mt-1 line-clamp-3 block text-sm text-fg-muted">{card.description}</span>}
              {card.items !== undefined && <span className="mt-2 block text-xs text-fg-muted">{t('items', { count: card.items })}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </DocsShell>
  )
}
