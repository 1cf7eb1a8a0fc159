// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { createAnswerOrder, queryDelay } from '@/components/search/search-timing'
import { SEARCH } from '@/lib/constants'

const search = vi.fn()
const ready = vi.fn()
vi.mock('@/components/search/search-client', () => ({ searchClient: () => ({ ready, search }) }))
const { useSearch } = await import('@/components/search/use-search')

describe('queryDelay', () => {
  it('runs the first change after a quiet spell at once and debounces the ones that follow', () => {
    expect(queryDelay(1000, undefined, 300)).toBe(0)
    expect(queryDelay(1000, 600, 300)).toBe(0)
    expect(queryDelay(1000, 701, 300)).toBe(300)
    expect(queryDelay(1000, 999, 300)).toBe(300)
  })
})

describe('createAnswerOrder', () => {
  it('shows an answer only when it is newer than the one on screen', () => {
    const order = createAnswerOrder()
    const first = order.issue()
    const second = order.issue()
    expect(order.accept(second)).toBe(true)
    expect(order.accept(first)).toBe(false)
    const third = order.issue()
    expect(order.isLatest(second)).toBe(false)
    expect(order.isLatest(third)).toBe(true)
  })
  it('lets an older answer fill an empty screen while a newer one is under way', () => {
    const order = createAnswerOrder()
    const first = order.issue()
    const second = order.issue()
    expect(order.accept(first)).toBe(true)
    expect(order.accept(second)).toBe(true)
  })
  it('drops answers still under way when the field is cleared', () => {
    const order = createAnswerOrder()
    const pending = order.issue()
    order.dropPending()
    expect(order.accept(pending)).toBe(false)
    expect(order.accept(order.issue())).toBe(true)
  })
})

/** A search whose answer the test releases, to control the order answers arrive in. */
function deferredSearch() {
  const calls: { query: string; answer: () => Promise<void> }[] = []
  search.mockImplementation(
    (query: string) =>
      new Promise((resolve) => {
        calls.push({ query, answer: async () => act(async () => resolve({ hits: [{ id: 1 }], total: 1, ms: 1 })) })
      }),
  )
  return calls
}

describe('useSearch', () => {
  const files = { basePath: '', locale: 'en' }
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    ready.mockResolvedValue(undefined)
    search.mockReset()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  const type = async (rerender: (props: { query: string }) => void, query: string, afterMs: number) => {
    await act(async () => {
      vi.advanceTimersByTime(afterMs)
      rerender({ query })
    })
  }

  it('searches the first query at once, without waiting for the debounce', async () => {
    const calls = deferredSearch()
    const { result } = renderHook(({ query }) => useSearch(files, query), { initialProps: { query: 'modbus' } })
    await act(async () => vi.advanceTimersByTime(0))
    expect(calls.map((c) => c.query)).toEqual(['modbus'])
    await calls[0]!.answer()
    expect(result.current.status).toBe('done')
    expect(result.current.response?.query).toBe('modbus')
  })

  it('debounces the keystrokes that follow: one search, the debounce after the last one', async () => {
    const calls = deferredSearch()
    const { rerender } = renderHook(({ query }) => useSearch(files, query), { initialProps: { query: 'm' } })
    await act(async () => vi.advanceTimersByTime(0))
    await type(rerender, 'mo', 50)
    await type(rerender, 'mod', 50)
    await type(rerender, 'modbus', 50)
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs - 1))
    expect(calls.map((c) => c.query)).toEqual(['m'])
    await act(async () => vi.advanceTimersByTime(1))
    expect(calls.map((c) => c.query)).toEqual(['m', 'modbus'])
  })

  it('never lets an older answer replace a newer one', async () => {
    const calls = deferredSearch()
    const { result, rerender } = renderHook(({ query }) => useSearch(files, query), { initialProps: { query: 'm' } })
    await act(async () => vi.advanceTimersByTime(0))
    await type(rerender, 'modbus', 50)
    await act(async () => vi.advanceTimersByTime(SEARCH.debounceMs))
    expect(calls.map((c) => c.query)).toEqual(['m', 'modbus'])
    await calls[1]!.answer()
    expect(result.current.response?.query).toBe('modbus')
    await calls[0]!.answer()
    expect(result.current.response?.query).toBe('modbus')
  })

  it('shows nothing of an answer that arrives after the field was cleared', async () => {
    const calls = deferredSearch()
    const { result, rerender } = renderHook(({ query }) => useSearch(files, query), { initialProps: { query: 'modbus' } })
    await act(async () => vi.advanceTimersByTime(0))
    await type(rerender, '', 10)
    await calls[0]!.answer()
    expect(result.current.status).toBe('idle')
    expect(result.current.response).toBeUndefined()
  })
})
