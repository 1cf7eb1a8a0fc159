/**
 * `npm run dev`: checks each content file when it is saved (front matter, YAML, components,
 * data references: the per-file checks of `npm run check`), prints what is wrong with file and
 * field, and writes the open problems for the page's overlay (lib/dev/content-problems.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import chokidar from 'chokidar'
import { contentDir } from '../lib/content-dir'
import { validateContentFile } from '../lib/content/validate'
import { DEV_PROBLEMS_FILE, updateProblems, type DevProblems } from '../lib/dev/content-problems'
import { formatProblem, type Problem } from '../lib/validation/problems'
import { loadValidationContext } from './check-content'

const SETTLE_MS = 80
const DATA_KEY = '(data files and site config)'

export function watchContentProblems(root = process.cwd()): () => void {
  const dir = contentDir()
  const tree = path.resolve(root, dir)
  let loaded = loadValidationContext(root)
  let byFile = new Map<string, Problem[]>()
  const write = () => {
    const body: DevProblems = { problems: [...byFile.values()].flat() }
    fs.mkdirSync(path.dirname(path.resolve(root, DEV_PROBLEMS_FILE)), { recursive: true })
    fs.writeFileSync(path.resolve(root, DEV_PROBLEMS_FILE), JSON.stringify(body))
  }
  const report = (key: string, problems: Problem[]) => {
    const had = byFile.has(key)
    byFile = updateProblems(byFile, key, problems)
    if (problems.length > 0) {
      console.error(`\n✖ ${problems.length === 1 ? 'A content problem' : `${problems.length} content problems`} (the page keeps its last good version):`)
      for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
    } else if (had) console.log(`\n✓ ${key}: fixed`)
    write()
  }

  const check = (rel: string) => {
    if (/^(data|sites)\//.test(rel)) {
      loaded = loadValidationContext(root)
      report(DATA_KEY, loaded.problems)
      return
    }
    if (!/^(docs|pages)\//.test(rel) || !loaded.ctx) return
    const file = path.join(tree, rel)
    const problems = fs.existsSync(file) && fs.statSync(file).isFile()
      ? validateContentFile({ path: rel, text: fs.readFileSync(file, 'utf8') }, loaded.ctx)
      : []
    report(`${dir}/${rel}`, problems)
  }

  write()
  const pending = new Map<string, NodeJS.Timeout>()
  // chokidar (as contentlayer uses) follows files that editors save by replacing them.
  const watcher = chokidar.watch(tree, { ignoreInitial: true })
  watcher.on('all', (_event, file) => {
    const rel = path.relative(tree, file).split(path.sep).join('/')
    // Editors save in several writes; check once the file has settled.
    clearTimeout(pending.get(rel))
    pending.set(rel, setTimeout(() => {
      pending.delete(rel)
      check(rel)
    }, SETTLE_MS))
  })
  return () => void watcher.close()
}
