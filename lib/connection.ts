interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** Whether the reader asked to save data or is on a 2G connection: then nothing is prefetched. */
export function isSlowConnection(nav: { connection?: NetworkInformationLike } | undefined): boolean {
  const connection = nav?.connection
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}
