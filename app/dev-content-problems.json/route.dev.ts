import fs from 'node:fs'
import { DEV_PROBLEMS_FILE, type DevProblems } from '@/lib/dev/content-problems'

// Development only (pageExtensions in next.config.mjs): what scripts/dev.ts found in saved files.
export function GET() {
  const body: DevProblems = fs.existsSync(DEV_PROBLEMS_FILE) ? JSON.parse(fs.readFileSync(DEV_PROBLEMS_FILE, 'utf8')) : { problems: [] }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}
