import { DelayedSpinner } from '@/components/ui/DelayedSpinner'
import { RetryMessage } from '@/components/ui/RetryMessage'
import type { Lazy } from '@/components/ui/use-lazy'
import type { AskEndpoint } from '@/lib/ask/llm'
import type { FaultSearchSetup } from '@/lib/faults/search-setup'
import type { AskLabels, AskPanel } from '../ask/AskPanel'
import type { SearchLabels } from '../labels'
import type { SearchFiles } from '../search-client'
import { CloseButton } from './SearchField'

interface AskModeProps {
  question: string
  panel: Lazy<typeof AskPanel>
  locale: string
  files: SearchFiles
  labels: SearchLabels
  askLabels: AskLabels
  endpoint?: AskEndpoint
  faults?: FaultSearchSetup
  onBack: () => void
  onClose: () => void
}

/** Ask AI inside the modal: back to the results, close, and the answer panel (its code loads on the first question). */
export function AskMode({ question, panel, locale, files, labels, askLabels, endpoint, faults, onBack, onClose }: AskModeProps) {
  return (
    <div data-ask-mode>
      <div className="flex items-center justify-between border-b border-line px-3 py-2">
        <button type="button" onClick={onBack} className="text-sm text-brand">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {askLabels.back}
        </button>
        <CloseButton label={labels.close} onClose={onClose} />
      </div>
      {panel.status === 'ready' ? (
        <panel.value locale={locale} files={files} labels={askLabels} endpoint={endpoint} firstQuestion={question} onNavigate={onClose} faults={faults} />
      ) : panel.status === 'error' ? (
        <RetryMessage className="p-4 text-center" message={panel.error.message} retryLabel={labels.retry} onRetry={panel.retry} />
      ) : (
        <DelayedSpinner label={askLabels.thinking} />
      )}
    </div>
  )
}
