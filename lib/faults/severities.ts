/** How serious a code is, from a note to a stop of safe operation (its own module: the browser's lookup needs it without fs). */
export const FAULT_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const
