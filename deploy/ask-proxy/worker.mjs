// The Ask proxy as a Cloudflare Worker (wrangler.example.toml, README.md). Settings come from the
// Worker's variables and secrets (`env`), the client's address from CF-Connecting-IP, which
// Cloudflare sets itself and a client cannot forge.
//
// The proxy, and with it the rate limiter's buckets, lives at module scope so that requests served
// by the same isolate share it. It is created on the first request because `env` only exists
// then. Cloudflare runs many isolates, so the limits hold per isolate: see README.md.
import { configFromEnv, createAskProxy } from './proxy.mjs'

/** @type {ReturnType<typeof createAskProxy> | undefined} */
let proxy

export default {
  /**
   * @param {Request} request
   * @param {Record<string, string | undefined>} env
   * @param {unknown} _ctx
   */
  async fetch(request, env, _ctx) {
    if (!proxy) {
      try {
        proxy = createAskProxy(configFromEnv(env))
      } catch (error) {
        // Shown in `wrangler tail` and the dashboard's logs; the message names the setting, never
        // the key. The client learns only that the proxy is not set up (≥ 500: the site falls
        // back to its offline answer). Not cached: the next request tries again.
        console.error(`Ask proxy misconfigured: ${error instanceof Error ? error.message : error}`)
        return new Response(JSON.stringify({ error: { code: 'proxy_misconfigured', message: 'the Ask proxy is not configured' } }), {
          status: 500,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        })
      }
    }
    return proxy.handle(request, request.headers.get('CF-Connecting-IP') ?? 'unknown')
  },
}
