// Reads Playwright's JSON report, whose suites (files, then describe blocks) nest specs, each spec
// with its tags (without their `@`, its describe blocks' included) and its test's final status:
// `expected`, `unexpected`, `flaky` (failed, then passed on its retry) or `skipped`.

/**
 * Every test of the report: its file, its titles from the file down, joined by ›, its tags, its
 * status, and the time its runs took (a retry's included), in milliseconds.
 */
export function playwrightTests(report) {
  const tests = []
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          file: spec.file,
          title: [...path, spec.title].join(' › '),
          tags: spec.tags ?? [],
          status: test.status,
          duration: (test.results ?? []).reduce((sum, result) => sum + result.duration, 0),
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of report?.suites ?? []) walk(suite, [])
  return tests
}
