import { build, type BuildOptions, type Plugin } from 'esbuild'

/**
 * Bundles a worker script (the service worker, the search worker) into one minified classic
 * script for the browsers the site supports, with `define`s of its own on top of NODE_ENV.
 */
export async function bundleBrowserScript(entry: string, options: { outfile?: string; define?: Record<string, string>; plugins?: Plugin[] } = {}) {
  const settings: BuildOptions = {
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    plugins: options.plugins,
  }
  return options.outfile ? build({ ...settings, outfile: options.outfile }) : build({ ...settings, write: false })
}
