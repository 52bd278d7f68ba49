import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isChunkLoadError } from '../lib/chunk-load-error'
import { ChunkLoadErrorScreen } from './chunk-load-error-screen'
import { ErrorState } from '../ui/error-state'
import { ScreenFrame } from '../ui/screen-frame'

interface ScreenLoadErrorProps extends ErrorComponentProps {
  title: string
  /** What failed, in the screen's own words ('Error loading games'). */
  message: ReactNode
}

/** A screen's own error state: its title stays, and Retry loads its data again in place. */
export function ScreenLoadError({ error, reset, title, message }: ScreenLoadErrorProps) {
  const router = useRouter()
  // Missing code is not a data problem: retrying the data would not help, a reload does.
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen error={error} />
  return (
    <ScreenFrame title={title}>
      <ErrorState
        message={message}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </ScreenFrame>
  )
}
