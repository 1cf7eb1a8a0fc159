'use client'

import { useState } from 'react'
import { CheckIcon, CopyIcon } from '@/components/ui/icons'

type State = 'idle' | 'copied' | 'failed'

async function markdownBlob(url: string): Promise<Blob> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return new Blob([await response.text()], { type: 'text/plain' })
}

/**
 * Copies the page's Markdown copy (`index.md` beside the page, written by the build). A
 * ClipboardItem takes the pending download, so Safari keeps the click's permission.
 */
export function CopyPageButton({ url, label, copiedLabel, failedLabel }: { url: string; label: string; copiedLabel: string; failedLabel: string }) {
  const [state, setState] = useState<State>('idle')

  async function copy() {
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdownBlob(url) })])
      } else {
        await navigator.clipboard.writeText(await (await markdownBlob(url)).text())
      }
      setState('copied')
    } catch {
      setState('failed')
    }
    window.setTimeout(() => setState('idle'), 2500)
  }

  const text = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label
  return (
    <button
      type="button"
      onClick={copy}
      data-copy-page
      data-markdown-url={url}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-line bg-bg-raised px-2.5 py-1 text-sm text-fg-muted hover:border-brand hover:text-fg"
    >
      {state === 'copied' ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      <span aria-live="polite">{text}</span>
    </button>
  )
}
