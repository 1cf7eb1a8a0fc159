import { createHash } from 'node:crypto'

/** Hash of an English source file, recorded by translations as `source_hash`. */
export function sourceHash(fileText: string): string {
  return createHash('sha256').update(fileText.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12)
}
