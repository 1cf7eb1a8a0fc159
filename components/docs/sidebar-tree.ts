import { findNavCategoryItems } from '@/lib/content/sidebar'
import type { SidebarNavItem } from '@/lib/content/types'
import { loadJsonOnce } from '@/components/ui/load-json-once'

/** The locale's whole sidebar (`sidebarTreeUrl`), fetched once per page session. */
export function loadSidebarTree(url: string): Promise<SidebarNavItem[]> {
  return loadJsonOnce<SidebarNavItem[]>(url)
}

/** The children of the category at `href`, from the locale's tree; undefined when it is not there. */
export async function loadSidebarBranch(treeUrl: string, href: string): Promise<SidebarNavItem[] | undefined> {
  return findNavCategoryItems(await loadSidebarTree(treeUrl), href)
}
