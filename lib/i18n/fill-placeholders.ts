/**
 * Fills the `{name}` placeholders of a UI text with values known only where it is shown (a
 * query, a size, a date). Every component that completes a message uses this one function;
 * a name without a value stays as written, so a missing value shows instead of vanishing.
 */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole))
}
