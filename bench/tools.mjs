// A tool's first open on a phone, with the tools' host fetched right after
// the app takes the page over (as the theme does, on phones too) and with
// the host fetched only on the tap: whether that one prefetch pays.
//
// A 390×844 phone under Lighthouse's mobile throttling (150 ms round trips,
// 1.6 Mbps down); the time from the tap on a home shortcut to the tool's
// dialog. Without the prefetch, the host's request is held from the moment
// the app asks for it until the tap.
//
//   node bench/tools.mjs [runs]    (make bench runs it through bench/run.mjs)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { launchChromium, need, startPreview, stat } from './common.mjs'

const here = dirname(fileURLToPath(import.meta.url))

// The starter's shortcuts, by their labels, and the dialog each opens.
const tools = [
  { tool: 'notes', button: 'Notes', dialog: 'Notes' },
  { tool: 'weather', button: 'Weather', dialog: 'Weather' },
  { tool: 'music', button: 'Music', dialog: 'Music' },
  { tool: 'maths', button: 'Maths', dialog: 'Maths' },
]

/** Builds the starter site and times each tool's first open, `runs` times each way. */
export async function benchToolOpen({ repo, runs = 3, port = 4330, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log = console.error }) {
  need(existsSync(join(repo, 'bin', 'portgen')), 'bin/portgen is missing: run make build first')
  need(existsSync(chromiumPath), `Chromium is missing at ${chromiumPath}: run make chromium`)
  const dir = mkdtempSync(join(tmpdir(), 'portgen-tools-'))
  const dist = join(dir, 'dist')
  execFileSync(join(repo, 'bin', 'portgen'), ['build', '--content', join(repo, 'content'), '--theme', join(repo, 'theme'), '--out', dist, '--base-url', `http://127.0.0.1:${port}/`], { stdio: 'ignore' })
  const stopPreview = await startPreview(join(repo, 'bin', 'portgen'), dist, port)
  const browser = await launchChromium(repo, chromiumPath)
  try {
    const results = []
    for (const tool of tools) {
      const prefetched = []
      const onTap = []
      for (let i = 0; i < runs; i++) {
        log(`bench: ${tool.tool} first open ${i + 1}/${runs}`)
        prefetched.push(await firstOpen(browser, port, tool, true))
        onTap.push(await firstOpen(browser, port, tool, false))
      }
      results.push({ tool: tool.tool, hostPrefetchedMs: stat(prefetched), hostOnTapMs: stat(onTap) })
    }
    return { phone: '390×844, 150 ms RTT, 1.6 Mbps down', tools: results }
  } finally {
    await browser.close()
    await stopPreview()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Milliseconds from the tap on the tool's shortcut to its dialog, on a page the app has taken over. */
async function firstOpen(browser, port, { button, dialog }, prefetch) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
    // The host's request: answered as it comes (prefetched), or held until the tap.
    let asked
    const hostAsked = new Promise((resolve) => (asked = resolve))
    let release = () => {}
    const tapped = new Promise((resolve) => (release = resolve))
    await page.route(/\/ToolHost-[\w-]+\.js$/, async (route) => {
      asked()
      if (!prefetch) await tapped
      await route.continue()
    })
    const hostLoaded = page.waitForResponse(/\/ToolHost-[\w-]+\.js$/)
    await page.goto(`http://127.0.0.1:${port}/`)
    await hostAsked // the app has taken the page over and mounted what it mounts
    if (prefetch) await hostLoaded
    const shortcut = page.getByRole('button', { name: button, exact: true })
    const start = Date.now()
    release()
    await shortcut.tap()
    await page.getByRole('dialog', { name: dialog }).waitFor()
    return Date.now() - start
  } finally {
    await context.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchToolOpen({ repo: join(here, '..'), runs: Number(process.argv[2] ?? 3) })
  console.log(`A tool's first open on a phone (${result.phone}), median:`)
  for (const t of result.tools) console.log(`  ${t.tool}: host fetched after the take-over ${t.hostPrefetchedMs.median} ms, on the tap ${t.hostOnTapMs.median} ms`)
}
