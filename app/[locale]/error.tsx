'use client'

import { readUiTexts } from '@/components/layout/ui-texts'

/** Error boundary of every page: "This page crashed." with the message and "Try again". */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // Errors render in the browser, where the page's localized texts are in the DOM.
  const t = readUiTexts()
  return (
    <main className="mx-auto max-w-3xl px-5 py-16" data-error-boundary>
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg border border-line bg-bg-soft p-4 text-sm">
        {error.message}
      </pre>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-brand px-4 py-2 font-medium text-brand-fg hover:opacity-90"
      >
        {t.tryAgain}
      </button>
    </main>
  )
}
