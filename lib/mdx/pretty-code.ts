import type { Options } from 'rehype-pretty-code'

/** Code highlighting at content-build time; both themes ship as CSS variables, no JS. */
export const prettyCodeOptions: Options = {
  theme: { light: 'github-light', dark: 'github-dark' },
  keepBackground: false,
  defaultLang: { block: 'plaintext', inline: 'plaintext' },
}
