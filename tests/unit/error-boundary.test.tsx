// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import PageError from '@/app/[locale]/error'
import { UI_TEXTS_ID } from '@/components/layout/ui-texts'

afterEach(() => {
  cleanup()
  document.getElementById(UI_TEXTS_ID)?.remove()
})

describe('the error boundary', () => {
  it('shows "This page crashed.", the error message and a working "Try again"', () => {
    const reset = vi.fn()
    render(<PageError error={new Error('Cannot read the LED table')} reset={reset} />)
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy()
    expect(screen.getByText('Cannot read the LED table')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledOnce()
  })

  it('speaks the language of the page it crashed on', () => {
    const texts = document.createElement('script')
    texts.type = 'application/json'
    texts.id = UI_TEXTS_ID
    texts.textContent = JSON.stringify({ title: 'Diese Seite ist abgestürzt.', tryAgain: 'Erneut versuchen', retry: 'Wiederholen', loading: 'Lädt…' })
    document.head.append(texts)
    render(<PageError error={new Error('x')} reset={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Diese Seite ist abgestürzt.' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
  })
})
