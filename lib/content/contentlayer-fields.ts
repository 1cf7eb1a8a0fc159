import type { FieldDef, FieldDefs } from 'contentlayer2/source-files'
import type { z } from 'zod'

type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema; element?: AnySchema; out?: AnySchema }; options?: readonly string[] }

/** contentlayer's type for one zod field (what its generated TypeScript needs; zod checks the rest). */
function fieldDef(schema: AnySchema, required: boolean, name: string): FieldDef {
  const { type } = schema.def
  if (type === 'optional') return fieldDef(schema.def.innerType!, false, name)
  // A transformed value (a YAML date written back as YYYY-MM-DD): contentlayer stores what comes out.
  if (type === 'pipe') return fieldDef(schema.def.out!, required, name)
  if (type === 'string' || type === 'number' || type === 'boolean') return { type, required }
  if (type === 'enum') return { type: 'enum', options: [...schema.options!], required }
  if (type === 'array') {
    const of = fieldDef(schema.def.element!, true, name)
    if (of.type !== 'string' && of.type !== 'number' && of.type !== 'boolean') throw new Error(`contentlayer fields: list "${name}" of ${of.type}`)
    return { type: 'list', of: { type: of.type }, required }
  }
  throw new Error(`contentlayer fields: field "${name}" has zod type ${type}, which has no contentlayer type here`)
}

/**
 * contentlayer's field definitions from the zod schema of a file's front matter or data
 * (lib/content/frontmatter.ts): one schema says what a field is; contentlayer gets its types from
 * it, `npm run check` its readable messages, TypeScript its types (z.infer).
 */
export function contentlayerFields(schema: z.ZodObject): FieldDefs {
  return Object.fromEntries(Object.entries(schema.shape).map(([name, field]) => [name, fieldDef(field as unknown as AnySchema, true, name)]))
}
