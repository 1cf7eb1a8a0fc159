import fs from 'node:fs'
import { DEV_PROBLEMS_FILE } from '@/lib/dev/content-problems'

const CHECK_MS = 200

const read = () => (fs.existsSync(DEV_PROBLEMS_FILE) ? fs.readFileSync(DEV_PROBLEMS_FILE, 'utf8') : '{"problems":[]}')

/**
 * Development only (pageExtensions in next.config.mjs): what scripts/dev.ts found in saved
 * files, as server-sent events, one whenever the list changes (one request per open page, so
 * the terminal is not filled with polls).
 */
export function GET(request: Request) {
  const encoder = new TextEncoder()
  let timer: ReturnType<typeof setInterval> | undefined
  const stream = new ReadableStream({
    start(controller) {
      let last = ''
      const send = () => {
        const body = read().replace(/\n/g, ' ')
        if (body === last) return
        last = body
        controller.enqueue(encoder.encode(`data: ${body}\n\n`))
      }
      send()
      timer = setInterval(send, CHECK_MS)
      request.signal.addEventListener('abort', () => {
        clearInterval(timer)
        controller.close()
      })
    },
    cancel() {
      clearInterval(timer)
    },
  })
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } })
}
