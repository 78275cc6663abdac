// make soak: runs the whole browser suite several times, the phone project
// on a CPU four times slower than this machine, and reports how often each
// test failed. A test that fails once in a while is a bug in the product or
// in the test: retries stay 0, so that it shows here rather than in CI.
//
//   node scripts/soak.mjs [runs]     (SOAK_RUNS, default 5; SOAK_PHONE_SLOWDOWN, default 4)
//
// Each run's Playwright JSON report and the summary (soak.json) go to
// ../.e2e/soak/. The exit status is 1 when any test failed in any run.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const theme = fileURLToPath(new URL('..', import.meta.url))
const out = join(theme, '..', '.e2e', 'soak')
const runs = Number(process.argv[2] ?? process.env.SOAK_RUNS ?? 5)
const slowdown = Number(process.env.SOAK_PHONE_SLOWDOWN ?? 4)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number of at least 1, not ${process.argv[2] ?? process.env.SOAK_RUNS}`)

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

/** test id → { runs, failed, errors } */
const tests = new Map()
const durations = []

for (let run = 1; run <= runs; run++) {
  const report = join(out, `run-${run}.json`)
  console.log(`soak: run ${run} of ${runs} (phone CPU ${slowdown}× slower)`)
  const started = Date.now()
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=dot,json'], {
    cwd: theme,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, E2E_PHONE_CPU_SLOWDOWN: String(slowdown) },
  })
  durations.push((Date.now() - started) / 1000)
  let json
  try {
    json = JSON.parse(readFileSync(report, 'utf8'))
  } catch {
    throw new Error(`run ${run} wrote no report (playwright exited with ${result.status}): see the output above`)
  }
  if (json.errors?.length) {
    // Errors outside any test: a web server that did not start, a spec that does not compile.
    const id = 'the suite itself'
    const entry = tests.get(id) ?? { runs: 0, failed: 0, errors: [] }
    entry.runs++
    entry.failed++
    entry.errors.push(...json.errors.map((e) => firstLine(e.message)))
    tests.set(id, entry)
  }
  for (const { id, status, error } of results(json.suites)) {
    if (status === 'skipped') continue
    const entry = tests.get(id) ?? { runs: 0, failed: 0, errors: [] }
    entry.runs++
    if (status !== 'expected') {
      entry.failed++
      entry.errors.push(`run ${run}: ${firstLine(error)}`)
    }
    tests.set(id, entry)
  }
}

/** Every test's outcome in a report, named by project, file and titles. */
function* results(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title]
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1)
        yield { id: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`, status: test.status, error: last?.error?.message }
      }
    }
    yield* results(suite.suites, path)
  }
}

function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? ''
}

const rows = [...tests].sort(([a, x], [b, y]) => y.failed / y.runs - x.failed / x.runs || a.localeCompare(b))
const executions = rows.reduce((sum, [, t]) => sum + t.runs, 0)
const failures = rows.reduce((sum, [, t]) => sum + t.failed, 0)
const percent = (t) => `${((100 * t.failed) / t.runs).toFixed(0).padStart(3)} %`

console.log(`\nsoak: failures per test over ${runs} run(s), phone CPU ${slowdown}× slower`)
for (const [id, t] of rows) {
  console.log(`${String(t.failed).padStart(3)}/${t.runs}  ${percent(t)}  ${id}`)
  for (const error of t.errors) console.log(`               ${error}`)
}
console.log(
  `\nsoak: ${failures} failure(s) in ${executions} test runs (${rows.length} tests × ${runs} runs); ` +
    `flake rate ${((100 * failures) / Math.max(executions, 1)).toFixed(2)} %; each run took ${durations.map((d) => `${d.toFixed(0)} s`).join(', ')}`,
)
writeFileSync(
  join(out, 'soak.json'),
  JSON.stringify({ runs, phoneSlowdown: slowdown, executions, failures, seconds: durations, tests: Object.fromEntries(rows) }, null, 2) + '\n',
)
process.exit(failures > 0 ? 1 : 0)
