import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import { parse as parseYaml } from 'yaml'
import type { Root } from 'mdast'

/** The remark syntax plugins every MDX page is read with (contentlayer adds the same set). */
export const MDX_SYNTAX_PLUGINS = [remarkGfm, remarkDirective] as const

/** Parses an MDX body (no front matter) into mdast with the project's syntax extensions. */
export function parseMdxBody(body: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(body)
}

export interface SplitSource {
  frontmatter: unknown
  body: string
  /** Lines before the body starts, to report body line numbers as file line numbers. */
  bodyLineOffset: number
}

/** Splits `---` YAML front matter from the body; throws with a readable message on bad YAML. */
export function splitFrontmatter(source: string): SplitSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) return { frontmatter: undefined, body: source, bodyLineOffset: 0 }
  const frontmatter: unknown = parseYaml(match[1]!)
  return {
    frontmatter,
    body: source.slice(match[0].length),
    bodyLineOffset: match[0].split('\n').length - 1,
  }
}
