// A site made from a forge profile, as a new owner makes it:
// `portgen new site DIR --from github:USER` against the local fake forges
// (internal/forgefake, which answer as GitHub, GitLab and Codeberg do),
// from the command's start to its end: the profile, the repositories and
// the avatar read, a placeholder screenshot drawn for each of the six
// projects, the site written. The first build is not counted.
//
//   node bench/import.mjs [runs]
//
// bench/run.mjs imports benchImport; run alone, this prints the JSON.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { need, stat } from './common.mjs'

/** Starts the fake forges, built into tmp; resolves with the environment that points portgen at them, and a stop function. */
function startForges(repo, tmp) {
  const binary = join(tmp, 'forgefake')
  execFileSync('go', ['build', '-o', binary, './internal/forgefake/serve'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] })
  const fake = spawn(binary, [], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    fake.on('error', reject)
    fake.on('exit', (code) => reject(new Error(`bench import: the fake forges exited (${code}) before they listened`)))
    fake.stdout.on('data', (chunk) => {
      out += chunk
      const lines = out.split('\n').filter((l) => l.includes('='))
      if (lines.length >= 3) {
        const env = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]))
        resolve({ env, stop: () => fake.kill('SIGINT') })
      }
    })
  })
}

/** Times `portgen new site --from github:AdaL` runs times, each into a new folder. */
export async function benchImport({ repo, runs = 5, log = console.error }) {
  log('bench import: portgen new site --from github:AdaL, against the local fake forges…')
  const portgen = join(repo, 'bin', 'portgen')
  const tmp = mkdtempSync(join(tmpdir(), 'portgen-bench-import-'))
  const forges = await startForges(repo, tmp)
  try {
    const samples = []
    let projects = 0
    for (let i = 0; i < runs; i++) {
      const dir = join(tmp, `site-${i}`)
      const start = performance.now()
      execFileSync(portgen, ['new', 'site', dir, '--from', 'github:AdaL'], { env: { ...process.env, ...forges.env }, stdio: 'ignore' })
      samples.push(performance.now() - start)
      projects = readdirSync(join(dir, 'content', 'projects')).length
    }
    need(projects === 6, `the imported site has ${projects} projects, not the 6 of --limit's default`)
    return { newSiteFrom: stat(samples), projects }
  } finally {
    forges.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..')
  console.log(JSON.stringify(await benchImport({ repo, runs: Number(process.argv[2] ?? 5) }), null, 2))
}
