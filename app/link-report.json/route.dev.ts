import { lastBuildFile } from '@/lib/server/last-build'
import { LINK_REPORT_FILE } from '@/lib/links/report'

// Development only (pageExtensions in next.config.mjs): the link report of the last build.
export function GET() {
  return lastBuildFile(`/${LINK_REPORT_FILE}`, 'application/json')
}
