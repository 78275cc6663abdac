import { lazy, Suspense } from 'react'
import { useSiteUpdated } from './service-worker'

const UpdatePrompt = lazy(() => import('./UpdatePrompt'))

/** A live region that shows the update prompt once a new deploy has taken over; it is there from the start, so that the prompt is announced. */
export function UpdateNotice() {
  const updated = useSiteUpdated()
  return (
    <div role="status">
      {updated && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  )
}
