'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const ContentProblemsOverlay =
  process.env.NODE_ENV === 'development' ? lazy(() => import('./ContentProblemsOverlay').then((m) => ({ default: m.ContentProblemsOverlay }))) : () => null

/** The content problems overlay under `next dev`; in the export its code is not bundled. */
export function DevContentProblems(props: ComponentProps<typeof import('./ContentProblemsOverlay').ContentProblemsOverlay>) {
  return (
    <Suspense fallback={null}>
      <ContentProblemsOverlay {...props} />
    </Suspense>
  )
}
