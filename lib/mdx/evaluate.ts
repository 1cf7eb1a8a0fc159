import 'server-only'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as jsxRuntime from 'react/jsx-runtime'
import type { ComponentType } from 'react'
import type { MDXComponents } from 'mdx/types'

type MdxContent = ComponentType<{ components?: MDXComponents }>
const cache = new Map<string, MdxContent>()

/**
 * Turns contentlayer's compiled MDX into a component. This runs only while the static pages
 * are rendered at build time; the browser never evaluates MDX (the CSP needs no unsafe-eval).
 */
export function mdxContentFromCode(code: string): MdxContent {
  let component = cache.get(code)
  if (!component) {
    const scope = { React, ReactDOM, _jsx_runtime: jsxRuntime }
    const run = new Function(...Object.keys(scope), code) as (...args: unknown[]) => { default: MdxContent }
    component = run(...Object.values(scope)).default
    cache.set(code, component)
  }
  return component
}
