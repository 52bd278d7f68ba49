import { lazy, Suspense } from 'react'
import { LoadingState } from '../ui/loading-state'

// A mistyped or outdated address is rare: its screen is fetched when one is met, not with the
// first screen (docs/performance.md).
const NotFoundScreen = lazy(() =>
  import('./not-found-screen').then(({ NotFoundScreen }) => ({ default: NotFoundScreen })),
)

export function LazyNotFoundScreen() {
  return (
    <Suspense fallback={<LoadingState />}>
      <NotFoundScreen />
    </Suspense>
  )
}
