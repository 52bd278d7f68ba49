import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError } from '../lib/chunk-load-error'
import { ChunkLoadErrorScreen } from './chunk-load-error-screen'
import { ErrorScreen, SomethingWentWrong } from './error-screen'

type State = { failed: false } | { failed: true; error: unknown }

/**
 * The last line of defence around the whole app: whatever the router's own boundaries do not catch
 * (the shell, the providers) ends here instead of unmounting everything.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error in the app shell', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const { error } = this.state
    if (isChunkLoadError(error)) return <ChunkLoadErrorScreen error={error} />
    return (
      <ErrorScreen
        message={<SomethingWentWrong />}
        onRetry={() => this.setState({ failed: false })}
      />
    )
  }
}
