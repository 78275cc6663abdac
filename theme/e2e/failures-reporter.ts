import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Repeats, after the list reporter's summary, each failed test with the
 * first lines of its error: what a CI log keeps when it keeps only its end.
 */
export default class FailuresReporter implements Reporter {
  private readonly failures: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return
    const [, project, file, ...titles] = test.titlePath()
    // Every error: a test that fails may fail its fixtures' checks too.
    const errors = result.errors.length ? result.errors.map((error) => error.message ?? String(error.value)) : [result.status]
    const lines = errors.map((error) =>
      error
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(0, 12)
        .join('\n    '),
    )
    this.failures.push(`[${project}] ${file}:${test.location.line} › ${titles.join(' › ')}\n    ${lines.join('\n    ')}`)
  }

  onEnd(_: FullResult) {
    if (this.failures.length) console.log(`\nFailed, in short:\n${this.failures.join('\n')}`)
  }

  printsToStdio() {
    return true
  }
}
