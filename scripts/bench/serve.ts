import { spawn } from 'node:child_process'

/** Serves a folder for the duration of `action`, with the plain static server or with nginx. */
async function withServer<T>(script: string, dir: string, port: number, action: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = spawn('node', [script, dir, String(port)], { stdio: ['ignore', 'ignore', 'inherit'] })
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseUrl}/`)).ok) break
      } catch {
        if (i > 100 || server.exitCode !== null) throw new Error(`${script} did not start on port ${port}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    }
    return await action(baseUrl)
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)))
  }
}

export const withStaticServer = <T>(dir: string, port: number, action: (baseUrl: string) => Promise<T>) =>
  withServer('scripts/static-server.mjs', dir, port, action)

export const withNginx = <T>(dir: string, port: number, action: (baseUrl: string) => Promise<T>) =>
  withServer('scripts/nginx-server.mjs', dir, port, action)
