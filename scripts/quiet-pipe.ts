/**
 * A CLI whose output is piped into a reader that stops early (`npm run search … | head`) ends
 * quietly, as Unix tools do, instead of crashing on the closed pipe (EPIPE).
 */
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(0)
})
