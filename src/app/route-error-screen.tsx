import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError } from '../lib/chunk-load-error'
import { ChunkLoadErrorScreen } from './chunk-load-error-screen'
import { ErrorScreen, SomethingWentWrong } from './error-screen'

/** The router's error component: for the root route and every route without its own. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen error={error} />
  return (
    <ErrorScreen
      message={<SomethingWentWrong />}
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}
