// portgen as an owner gets it: the release binary of this machine's
// platform, as .goreleaser.yaml builds it (internal/crossbuild), its size,
// the time from `portgen new site` to the first page `portgen serve`
// answers (cold: a new user cache; warm: the cache of an earlier site), and
// a warm build of the starter site from the embedded theme against the
// same build from theme/ with node_modules.
//
//   node bench/binary.mjs [runs]
//
// bench/run.mjs imports benchBinary; run alone, this prints the JSON.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { need, round, stat } from './common.mjs'

/** Go's names for this machine's system and architecture. */
const goPlatform = {
  os: { win32: 'windows' }[process.platform] ?? process.platform,
  arch: { x64: 'amd64' }[process.arch] ?? process.arch,
}

/** Builds the release binary, then times what an owner does with it. */
export async function benchBinary({ repo, runs = 3, log = console.error }) {
  const tmp = mkdtempSync(join(tmpdir(), 'portgen-bench-binary-'))
  try {
    const target = `${goPlatform.os}/${goPlatform.arch}`
    log(`bench binary: building the release binary for ${target} (.goreleaser.yaml's settings)…`)
    execFileSync('go', ['run', './internal/crossbuild', '-target', target, '-out', tmp], {
      cwd: repo, stdio: ['ignore', 'ignore', 'inherit'],
    })
    const portgen = join(tmp, `portgen-${goPlatform.os}-${goPlatform.arch}${goPlatform.os === 'windows' ? '.exe' : ''}`)
    const binaryBytes = statSync(portgen).size

    // New site to first page: cold runs each get a user cache of their own
    // (the theme unpacked, every image encoded, the bundle made); warm runs
    // share one that an untimed first run filled.
    const firstPage = { cold: [], warm: [] }
    const warmHome = join(tmp, 'home-warm')
    await newSiteToFirstPage(portgen, join(tmp, 'warmup'), warmHome)
    for (let i = 0; i < runs; i++) {
      log(`bench binary: new site → first page, run ${i + 1}/${runs}`)
      firstPage.cold.push(await newSiteToFirstPage(portgen, join(tmp, `cold-${i}`), join(tmp, `home-cold-${i}`)))
      firstPage.warm.push(await newSiteToFirstPage(portgen, join(tmp, `warm-${i}`), warmHome))
    }

    // A warm build of the same content, from the embedded theme (a site
    // folder) and from theme/ (the repository), taking turns.
    const site = join(tmp, 'warmup', 'site')
    const cache = join(tmp, 'build-cache')
    const build = async (args, cwd) => {
      const start = performance.now()
      const out = execFileSync(portgen, ['build', '--json', '--cache-dir', cache, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      return { ms: performance.now() - start, summary: JSON.parse(out) }
    }
    const fromRepo = ['--content', join(site, 'content'), '--theme', join(repo, 'theme'), '--out', join(tmp, 'dist-repo')]
    await build(fromRepo, repo)
    await build(['--out', join(tmp, 'dist-embedded')], site)
    const embedded = [], folder = []
    let allCached = true
    for (let i = 0; i < Math.max(runs, 5); i++) {
      const e = await build(['--out', join(tmp, 'dist-embedded')], site)
      const f = await build(fromRepo, repo)
      allCached &&= e.summary.bundleCached
      embedded.push(e.ms)
      folder.push(f.ms)
    }
    const warmBuild = { embedded: stat(embedded), folder: stat(folder), bundleCachedEveryTime: allCached }
    warmBuild.ratio = round(warmBuild.embedded.median / warmBuild.folder.median, 2)
    return { binaryBytes, firstPage: { cold: stat(firstPage.cold), warm: stat(firstPage.warm) }, warmBuild }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** ms from `portgen new site` in dir to the first 200 of the home page that `portgen serve` answers, with HOME=home. */
async function newSiteToFirstPage(portgen, dir, home) {
  const env = { HOME: home }
  const port = await freePort()
  const start = performance.now()
  execFileSync(portgen, ['new', 'site', 'site'], { cwd: (ensureDir(dir), dir), env, stdio: 'ignore' })
  const child = spawn(portgen, ['serve', '--port', String(port)], { cwd: join(dir, 'site'), env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    for (;;) {
      need(child.exitCode === null, `portgen serve exited:\n${output}`)
      need(performance.now() - start < 120_000, `portgen serve answered nothing in 2 minutes:\n${output}`)
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)
      if (ok) return performance.now() - start
      await new Promise((r) => setTimeout(r, 10))
    }
  } finally {
    child.kill('SIGINT')
    await exited
  }
}

function ensureDir(dir) {
  if (!existsSync(dir)) execFileSync('mkdir', ['-p', dir])
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..')
  console.log(JSON.stringify(await benchBinary({ repo, runs: Number(process.argv[2] ?? 3) }), null, 2))
}
