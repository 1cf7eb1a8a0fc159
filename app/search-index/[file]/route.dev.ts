import { lastBuildFile } from '@/lib/server/last-build'
import { SEARCH_INDEX_DIR } from '@/lib/search/files'

// Development only (pageExtensions in next.config.mjs): the search files and worker of the last build.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return lastBuildFile(`/${SEARCH_INDEX_DIR}/${file}`, file.endsWith('.js') ? 'text/javascript' : 'application/json')
}
