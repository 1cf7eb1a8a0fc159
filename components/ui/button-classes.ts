/** The site's two button looks: the action to take, and the ones beside it. */
export const PRIMARY_BUTTON = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-brand-fg hover:opacity-90 disabled:opacity-50'
export const SECONDARY_BUTTON = 'rounded-md border border-line px-3 py-1.5 text-sm font-medium text-fg hover:border-brand hover:text-brand disabled:opacity-50'
