import fs from 'node:fs'

const PAGE_SIZE = 4096

/** Resident memory of a process and all its descendants, from /proc (Linux). */
export function treeRssBytes(rootPid: number): number {
  const parents = new Map<number, number>()
  const rss = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may contain spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE)
    } catch {
      // the process ended while we read
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    for (const [child, parent] of parents) if (parent === pid) stack.push(child)
  }
  return total
}

/** Samples the tree's memory until stopped; returns the peak. */
export function sampleTreeMemory(rootPid: number, everyMs = 200) {
  let peak = 0
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(rootPid))
  }, everyMs)
  return {
    stop(): number {
      clearInterval(timer)
      return peak
    },
  }
}
