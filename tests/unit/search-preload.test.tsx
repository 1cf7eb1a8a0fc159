// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { SearchUiProps } from '@/components/search/SearchButton'

const ready = vi.fn()
vi.mock('@/components/search/search-client', () => ({ searchClient: () => ({ ready }) }))
const texts = vi.fn()
vi.mock('@/components/ui/load-json-once', () => ({ loadJsonOnce: texts }))
// The dialog's code is not under test: a stand-in that says whether it is open, and in which words.
vi.mock('@/components/search/SearchDialog', () => ({
  SearchDialog: ({ open, labels }: { open: boolean; labels: { placeholder: string } }) => (
    <div data-testid="dialog" data-placeholder={labels.placeholder}>
      {String(open)}
    </div>
  ),
}))
const { SearchButton } = await import('@/components/search/SearchButton')

const props = (hosted = false) =>
  ({
    locale: 'en',
    files: { basePath: '', locale: 'en', ...(hosted ? { hosted: {} } : {}) },
    searchPageUrl: '/search/',
    feedbackUrl: 'mailto:docs@example.com',
    textsUrl: '/nl/lazy-texts.json',
  }) as unknown as SearchUiProps

describe('search button: loading the index early', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs; the stand-in shown while the dialog code loads opens one.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true
    }
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false
    }
  })
  beforeEach(() => {
    ready.mockReset().mockResolvedValue(undefined)
    texts.mockReset().mockResolvedValue({ search: { labels: { label: 'Zoeken', placeholder: 'Zoek in de documentatie' }, askLabels: {} }, offline: {} })
  })
  afterEach(cleanup)

  it("does not load the index or the modal's texts with the page", () => {
    render(<SearchButton label="Search" {...props()} />)
    expect(ready).not.toHaveBeenCalled()
    expect(texts).not.toHaveBeenCalled()
  })
  it('opens the modal with the texts of its locale, loaded with its code', async () => {
    render(<SearchButton label="Search" {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect((await screen.findByTestId('dialog')).getAttribute('data-placeholder')).toBe('Zoek in de documentatie')
    expect(texts).toHaveBeenCalledWith('/nl/lazy-texts.json')
  })
  it('offers to try again when the texts cannot be loaded, and opens once they can', async () => {
    texts.mockRejectedValueOnce(new Error('offline'))
    render(<SearchButton label="Search" {...props()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const retry = await screen.findByRole('button', { name: /retry|try again/i })
    fireEvent.click(retry)
    expect(await screen.findByTestId('dialog')).toHaveProperty('textContent', 'true')
  })
  it('loads it when the pointer or the focus reaches the button', async () => {
    render(<SearchButton label="Search" {...props()} />)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Search' }))
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1))
    fireEvent.focus(screen.getByRole('button', { name: 'Search' }))
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(2))
  })
  it('loads it at once on Ctrl+K, before the dialog code is there', async () => {
    render(<SearchButton label="Search" {...props()} />)
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1))
    expect(await screen.findByTestId('dialog')).toHaveProperty('textContent', 'true')
  })
  it('leaves a hosted index alone', async () => {
    render(<SearchButton label="Search" {...props(true)} />)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Search' }))
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    // The local client would be imported first: give it the time it takes.
    await screen.findByTestId('dialog')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ready).not.toHaveBeenCalled()
  })
  it('keeps a failed early load quiet (the modal retries and shows the error)', async () => {
    ready.mockImplementation(() => Promise.reject(new Error('offline')))
    render(<SearchButton label="Search" {...props()} />)
    await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Search' })))
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1))
    // The button still opens the modal.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByTestId('dialog')).toHaveProperty('textContent', 'true')
  })
})
