/**
 * The content tree the build reads: `content/` unless CONTENT_DIR names another one (tests
 * build small fixture trees this way). Paths inside it are the same for every tree.
 */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTENT_DIR?.trim().replace(/\/+$/, '') || 'content'
}
