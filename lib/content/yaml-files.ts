import fs from 'node:fs'
import path from 'node:path'
import { contentDir } from '../content-dir'

/**
 * The YAML files of a folder of the content tree, sorted: each with its name without `.yaml`,
 * its path as problems name it (`content/data/devices/meters.yaml`) and its text.
 */
export function readContentYamlFiles(folder: string, root = process.cwd()): { name: string; file: string; text: string }[] {
  const dir = path.resolve(root, contentDir(), folder)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ name: name.slice(0, -'.yaml'.length), file: `${contentDir()}/${folder}/${name}`, text: fs.readFileSync(path.join(dir, name), 'utf8') }))
}
