import { HOST_IDS, HOST_LIMITS, type HostId, type HostLimits } from '../site/hosts'

/** What an export weighs, as a host counts it. */
export interface Footprint {
  bytes: number
  files: number
  /** HTML pages (`index.html` files). */
  pages: number
  largestFolder: { path: string; files: number }
  largestFile: { path: string; bytes: number }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`
const count = (n: number) => n.toLocaleString('en')

/** The build's last line: `out/: 612 MB in 16,402 files, 3,231 pages (189 KB and 5.1 files per page)`. */
export function footprintLine(dir: string, footprint: Footprint): string {
  const perPage = footprint.pages > 0 ? footprint.pages : 1
  return (
    `${dir}/: ${mb(footprint.bytes)} in ${count(footprint.files)} files, ${count(footprint.pages)} pages ` +
    `(${(footprint.bytes / perPage / 1e3).toFixed(0)} KB and ${(footprint.files / perPage).toFixed(1)} files per page)`
  )
}

/** The hosts an export is held to: the configured one, else every host the README names. */
export function hostsToCheck(host: HostId | undefined): HostLimits[] {
  return (host ? [host] : [...HOST_IDS]).map((id) => HOST_LIMITS[id])
}

/** One sentence per limit the export passes, naming the host and how far over it is. */
export function footprintProblems(footprint: Footprint, hosts: HostLimits[]): string[] {
  const problems: string[] = []
  for (const host of hosts) {
    if (host.maxBytes !== undefined && footprint.bytes > host.maxBytes)
      problems.push(`${host.name} takes at most ${mb(host.maxBytes)}; this export is ${mb(footprint.bytes)}`)
    if (host.maxFiles !== undefined && footprint.files > host.maxFiles)
      problems.push(`${host.name} takes at most ${count(host.maxFiles)} files; this export has ${count(footprint.files)}`)
    if (host.maxFilesPerFolder !== undefined && footprint.largestFolder.files > host.maxFilesPerFolder)
      problems.push(
        `${host.name} takes at most ${count(host.maxFilesPerFolder)} files per folder; ${footprint.largestFolder.path} has ${count(footprint.largestFolder.files)}`,
      )
    if (host.maxFileBytes !== undefined && footprint.largestFile.bytes > host.maxFileBytes)
      problems.push(`${host.name} takes files of at most ${mb(host.maxFileBytes)}; ${footprint.largestFile.path} is ${mb(footprint.largestFile.bytes)}`)
  }
  return problems
}
