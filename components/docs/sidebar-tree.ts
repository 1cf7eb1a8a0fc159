import { findNavCategoryItems } from '@/lib/content/sidebar'
import type { SidebarNavItem } from '@/lib/content/types'

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/** One request per locale and page session, shared by every branch the reader opens. */
const trees = new Map<string, Promise<SidebarNavItem[]>>()

/** The locale's whole sidebar (`sidebarTreeUrl`), fetched once; a failed fetch can be tried again. */
export function loadSidebarTree(url: string): Promise<SidebarNavItem[]> {
  let tree = trees.get(url)
  if (!tree) {
    tree = fetch(`${basePath}${url}`).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return response.json() as Promise<SidebarNavItem[]>
    })
    tree.catch(() => trees.delete(url))
    trees.set(url, tree)
  }
  return tree
}

/** The children of the category at `href`, from the locale's tree; undefined when it is not there. */
export async function loadSidebarBranch(treeUrl: string, href: string): Promise<SidebarNavItem[] | undefined> {
  return findNavCategoryItems(await loadSidebarTree(treeUrl), href)
}
