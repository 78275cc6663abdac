// A tool's first open on a phone: the time from the tap on a home shortcut
// to the tool's dialog, on a page the app has taken over, a 390×844 phone
// under Lighthouse's mobile throttling (150 ms round trips, 1.6 Mbps down).
// The theme fetches the tools' host and the tool's panel on the tap, side by
// side; each run also times the same open with the panel's request held
// until the host's is done, as a host that imports its panel fetches them:
// what fetching them side by side saves.
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
  { tool: 'notes', button: 'Notes', dialog: 'Notes', panel: 'NotesPanel' },
  { tool: 'weather', button: 'Weather', dialog: 'Weather', panel: 'WeatherPanel' },
  { tool: 'music', button: 'Music', dialog: 'Music', panel: 'MusicPanel' },
  { tool: 'maths', button: 'Maths', dialog: 'Maths', panel: 'MathsPanel' },
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
      const sideBySide = []
      const oneAfterTheOther = []
      for (let i = 0; i < runs; i++) {
        log(`bench: ${tool.tool} first open ${i + 1}/${runs}`)
        sideBySide.push(await firstOpen(browser, port, tool, false))
        oneAfterTheOther.push(await firstOpen(browser, port, tool, true))
      }
      results.push({ tool: tool.tool, sideBySideMs: stat(sideBySide), oneAfterTheOtherMs: stat(oneAfterTheOther) })
    }
    return { phone: '390×844, 150 ms RTT, 1.6 Mbps down', tools: results }
  } finally {
    await browser.close()
    await stopPreview()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Milliseconds from the tap on the tool's shortcut to its dialog, on a page
 * the app has taken over; with the panel's request held until the host's
 * has finished when sequential.
 */
async function firstOpen(browser, port, { button, dialog, panel }, sequential) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
    if (sequential) {
      let hostDone
      const hostLoaded = new Promise((resolve) => (hostDone = resolve))
      page.on('requestfinished', (request) => /\/ToolHost-[\w-]+\.js$/.test(request.url()) && hostDone())
      await page.route(new RegExp(`/${panel}-[\\w-]+\\.js$`), async (route) => {
        await hostLoaded
        await route.continue()
      })
    }
    await page.goto(`http://127.0.0.1:${port}/`)
    // The clock shows the visitor's time once the app has taken the page over.
    await page.locator('time[datetime]').waitFor()
    const start = Date.now()
    await page.getByRole('button', { name: button, exact: true }).tap()
    await page.getByRole('dialog', { name: dialog }).waitFor()
    return Date.now() - start
  } finally {
    await context.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchToolOpen({ repo: join(here, '..'), runs: Number(process.argv[2] ?? 3) })
  console.log(`A tool's first open on a phone (${result.phone}), median:`)
  for (const t of result.tools) console.log(`  ${t.tool}: ${t.sideBySideMs.median} ms; ${t.oneAfterTheOtherMs.median} ms with the panel fetched after the host`)
}
