'use client'

import { useState } from 'react'
import { CheckIcon, CopyIcon } from '@/components/ui/icons'

/** Copies the text of the code block it sits in. */
export function CopyButton({ label, copiedLabel }: { label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      aria-label={copied ? copiedLabel : label}
      title={copied ? copiedLabel : label}
      className="absolute end-2 top-2 rounded-md border border-line bg-bg-raised p-1.5 text-fg-muted opacity-80 hover:opacity-100"
      onClick={async (event) => {
        const pre = event.currentTarget.parentElement?.querySelector('pre')
        if (!pre) return
        await navigator.clipboard.writeText(pre.innerText.replace(/\n$/, ''))
        setCopied(true)
        window.setTimeout(() => setCopied(false), 2000)
      }}
    >
      {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      <span aria-live="polite" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </button>
  )
}
