import type { ConsolePath } from '../console-types.ts'

export interface PathGroup {
  reaches: string
  paths: ConsolePath[]
}

/** The plan's paths by the state they end in, groups in the order their first path comes. */
export function groupPathsByEnd(paths: readonly ConsolePath[]): PathGroup[] {
  const groups = new Map<string, PathGroup>()
  for (const path of paths) {
    const group = groups.get(path.reaches) ?? { reaches: path.reaches, paths: [] }
    group.paths.push(path)
    groups.set(path.reaches, group)
  }
  return [...groups.values()]
}
