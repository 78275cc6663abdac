// What the benchmarks share.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** Throws with message unless ok: a benchmark fails loudly rather than report zeros. */
export function need(ok, message) {
  if (!ok) throw new Error(`bench: ${message}`)
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits

/** { median, min, max, samples } of a list of numbers, to a tenth. */
export function stat(samples) {
  return { median: round(median(samples)), min: round(Math.min(...samples)), max: round(Math.max(...samples)), samples: samples.map((x) => round(x)) }
}

/**
 * { median, p95, min, max } of a list of latencies, to digits: the median
 * and the 95th percentile are the samples at those ranks (nearest rank).
 */
export function latency(times, digits = 0) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  return { median: round(at(0.5), digits), p95: round(at(0.95), digits), min: round(sorted[0], digits), max: round(sorted.at(-1), digits) }
}

/** The site's data as a build wrote it into its home page (#portgen-site): its base, languages, projects… */
export function builtSite(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const json = html.match(/<script type="application\/json" id="portgen-site">(.*?)<\/script>/s)?.[1]
  need(json, `${join(dist, 'index.html')} holds no #portgen-site data`)
  return JSON.parse(json)
}

/** Starts `portgen preview` on dir (extra flags in args); resolves once it listens, with a stop function. */
export async function startPreview(portgen, dir, port, args = []) {
  const child = spawn(portgen, ['preview', ...args, '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const end = Date.now() + 15_000
  while (!output.includes('Previewing')) {
    if (child.exitCode !== null || Date.now() > end) {
      child.kill('SIGINT')
      throw new Error(`bench: portgen preview --port ${port} did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  return async () => {
    child.kill('SIGINT')
    await exited
  }
}

/** Debian's Chromium through the theme's playwright-core, headless, with nothing of its own on the network. */
export function launchChromium(repo, chromiumPath) {
  const { chromium } = createRequire(join(repo, 'theme', 'package.json'))('playwright-core')
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}
