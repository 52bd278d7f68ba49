import { lazy, type ComponentType } from 'react'

export interface PreloadableComponent<Props extends object> {
  (props: Props): React.ReactNode
  /** Fetches the code; once it is here, the component renders without suspending. */
  preload(): Promise<unknown>
}

/**
 * `React.lazy` that can be fetched ahead of its first render. A server-rendered page is hydrated
 * once the lazy parts of its shell are here (src/main.tsx): a part still suspended while the
 * router moves on after hydrating (a guard's redirect) would make React discard the server's HTML.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(loadAndKeep)
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  Preloadable.preload = loadAndKeep
  return Preloadable
}
