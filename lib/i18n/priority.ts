/**
 * The translation priority of CONTENT-PLAN.md: the pages every locale must have in its own
 * language: the top-level guides, troubleshooting, and the local control modes.
 */
const PRIORITY_FOLDERS = ['Troubleshooting', 'Configuration-from-A-to-Z/local-control-modes']

export function isPriorityDoc(docPath: string): boolean {
  if (!docPath.includes('/')) return true
  return PRIORITY_FOLDERS.some((folder) => docPath.startsWith(`${folder}/`) && !docPath.slice(folder.length + 1).includes('/'))
}
