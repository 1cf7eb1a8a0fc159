'use client'

import { useCallback, useEffect, useState } from 'react'

export type LazyState<T> =
  | { status: 'idle' | 'loading'; value?: undefined; error?: undefined }
  | { status: 'ready'; value: T; error?: undefined }
  | { status: 'error'; value?: undefined; error: Error }

/** A lazy part as a component sees it: its state, and Retry after a failed load. */
export type Lazy<T> = LazyState<T> & { retry: () => void }

/**
 * Loads a lazy part (a code chunk) when `enabled` turns true; a failed load can be retried.
 */
export function useLazy<T>(load: () => Promise<T>, enabled: boolean): Lazy<T> {
  const [state, setState] = useState<LazyState<T>>({ status: 'idle' })
  const start = useCallback(() => {
    setState({ status: 'loading' })
    load().then(
      (value) => setState({ status: 'ready', value }),
      (error: Error) => setState({ status: 'error', error }),
    )
  }, [load])
  useEffect(() => {
    if (enabled && state.status === 'idle') start()
  }, [enabled, state.status, start])
  return { ...state, retry: start }
}
