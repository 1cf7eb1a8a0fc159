import type { ReactNode, Ref } from 'react'
import { PRIMARY_BUTTON } from '@/components/ui/button-classes'
import type { OfflineLabels } from './labels'


/** The footer's "Save this language for offline" box; `step` names what it shows (tests read it). */
export function OfflineCopySection({ step, labels, sectionRef, children }: { step: string; labels: OfflineLabels; sectionRef?: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section ref={sectionRef} data-offline-copy={step} aria-labelledby="offline-copy-title" className="w-full max-w-xl rounded-lg border border-line bg-bg p-4 text-start">
      <h2 id="offline-copy-title" className="text-sm font-semibold text-fg">
        {labels.panelTitle}
      </h2>
      <div className="mt-2 space-y-3" aria-live="polite">
        {children}
      </div>
    </section>
  )
}

/** No copy of the language yet: what it is for, and Save (which needs a connection). */
export function UnsavedCopy({ labels, online, disabled, onSave }: { labels: OfflineLabels; online: boolean; disabled: boolean; onSave: () => void }) {
  return (
    <>
      <p>{online ? labels.panelHelp : labels.needsConnection}</p>
      <button type="button" className={PRIMARY_BUTTON} disabled={!online || disabled} onClick={onSave} data-offline-save>
        {labels.save}
      </button>
    </>
  )
}
