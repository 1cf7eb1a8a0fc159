import type { z } from 'zod'

/** One problem found in content or config: which file, which field, what is wrong. */
export interface Problem {
  file: string
  field?: string
  message: string
}

export function formatProblem(p: Problem): string {
  return p.field ? `${p.file}: field "${p.field}": ${p.message}` : `${p.file}: ${p.message}`
}

/** Thrown by loaders so that scripts can print every problem and exit non-zero. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'))
    this.name = 'ContentError'
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = root
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return node
}

/** Turns zod issues into problems that name the field, the expectation and what was found. */
export function zodProblems(file: string, input: unknown, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String)
    if (issue.code === 'unrecognized_keys') {
      return {
        file,
        field: [...path, issue.keys[0]].filter(Boolean).join('.'),
        message: `unknown field (allowed fields are listed in the schema); found ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
      }
    }
    const found = valueAt(input, issue.path)
    const expectation = issue.message.replace(/^Invalid input: /, '').replace(/, received \w+$/, '')
    return {
      file,
      field: path.join('.') || undefined,
      message: `${expectation}, found ${describeValue(found)}`,
    }
  })
}

/**
 * Problems of one use of an MDX component from its props schema (lib/content/component-props.ts):
 * `line 7: <Spec> id="supply.nothing" names no value in data/controller.yaml`, the attribute
 * and what was found named as zodProblems names a field.
 */
export function componentPropProblems(file: string, where: string, component: string, props: Record<string, unknown>, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const attribute = issue.path[0]
    const found = typeof attribute === 'string' ? props[attribute] : undefined
    const subject = typeof found === 'string' ? `<${component}> ${String(attribute)}=${describeValue(found)}` : `<${component}>`
    return { file, message: `${where}${subject} ${issue.message}` }
  })
}
