import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)

/**
 * How many times slower than this machine the phone project's pages run:
 * `make soak` sets it to run the suite as on a slow phone (see
 * e2e/fixtures.ts). The phone's time limits grow with it.
 */
const phoneSlowdown = Number(process.env.E2E_PHONE_CPU_SLOWDOWN ?? 1)
const weatherPort = port + 1
const hostilePort = port + 2
const openMeteoPort = port + 3

/**
 * The Chromium features the browser runs without. Chromium keeps the last
 * --disable-features it is given, so this one repeats the list that
 * Playwright's launcher passes before it (playwright-core's
 * chromiumSwitches), then adds ours. e2e/browser.spec.ts checks that the
 * renderers get both.
 */
export const disabledFeatures = [
  // Playwright's: no network of the browser's own, no prompts, no holding
  // of the first paint, storage as in Playwright's other browsers.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: Chromium loads each window's omnibox popup, a page of its own
  // UI, into a renderer of its own, though headless shows no omnibox. That
  // was about a second of CPU for each test's first page: a third of the
  // suite's time on two cores.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
]

/** Where the site is served: under a subpath, as a GitHub Pages project site is. */
export const siteURL = `http://127.0.0.1:${port}/portfolio/`

/**
 * The same site with the JSON Resume project's sample résumé and no owner in
 * site.yaml (go run ./internal/e2esite -resume), built with no weather key:
 * Open-Meteo, at the local fake.
 */
export const openMeteoURL = `http://127.0.0.1:${openMeteoPort}/portfolio/`

/** The same site with script-injection attempts in every text (go run ./internal/e2esite -hostile). */
export const hostileURL = `http://127.0.0.1:${hostilePort}/`

/**
 * What the fixture site is built with: the key keeps it on Visual Crossing,
 * at the local fake; Open-Meteo's URLs point at the same fake, should a
 * build go without it.
 */
export const siteBuildEnv = {
  PORTGEN_WEATHER_ENDPOINT: `http://127.0.0.1:${weatherPort}`,
  PORTGEN_WEATHER_KEY: 'e2e-test-key',
  PORTGEN_WEATHER_GEOCODING_URL: `http://127.0.0.1:${weatherPort}/v1/search`,
  PORTGEN_WEATHER_FORECAST_URL: `http://127.0.0.1:${weatherPort}/v1/forecast`,
}

// End-to-end tests drive Debian's Chromium (make test installs it) against
// the fixture site of testdata/sites/e2e.txtar (written to e2e/.site by
// `go run ./internal/e2esite`), built by `portgen build` for /portfolio/ and
// served by `portgen preview` on 127.0.0.1 as a static host would, with the
// weather tool pointed at a local fake of the provider.
export default defineConfig({
  testDir: 'e2e',
  // Every core: a test is mostly a browser's work, which keeps a core busy
  // (four workers on two cores took as long as two).
  fullyParallel: true,
  workers: '100%',
  retries: 0,
  // The list, then each failure in short: a CI log cut to its end still shows why.
  reporter: [['list'], ['./e2e/failures-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Pages are visited by relative URLs ('apps/'), which resolve under the subpath.
    baseURL: siteURL,
    // Playwright cannot intercept what a service worker fetches; only the
    // offline tests let the worker run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
  projects: [
    // The projects with tests that run one after another (authoring) or long
    // (the HTML checker) come first, so that the other workers' tests overlap
    // them: last, they were a run's tail.
    // The owner's editing loop: portgen serve on copies of the content and theme.
    { name: 'authoring', testMatch: ['serve.spec.ts', 'update.spec.ts', 'edit.spec.ts'], use: { viewport: { width: 1280, height: 800 } } },
    // The files of dist/: valid HTML, no broken link, sitemap, robots and manifest.
    { name: 'dist', testMatch: 'dist.spec.ts' },
    // Markup in every text the owner writes shows as text, and runs nothing.
    { name: 'hostile', testMatch: 'hostile.spec.ts', use: { baseURL: hostileURL, viewport: { width: 1280, height: 800 } } },
    // A site made from a forge profile (portgen new site --from), against the fake forges: one site, built once.
    { name: 'imported', testMatch: 'imported.spec.ts', fullyParallel: false, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // keyboard.spec.ts runs at desktop size only: it is about a keyboard.
      // serve-cold.spec.ts sizes its own pages, a phone's then a desktop's,
      // on the one server it starts: it runs in the desktop project.
      testIgnore: ['serve.spec.ts', 'update.spec.ts', 'edit.spec.ts', 'dist.spec.ts', 'hostile.spec.ts', 'keyboard.spec.ts', 'imported.spec.ts', 'serve-cold.spec.ts'],
      // A test tagged @one-size checks what a page's size does not change (its
      // HTTP answer, its head, what it asks for and when): it runs at desktop
      // size only. A test that checks several things on one load runs here
      // if any of them depends on the size.
      grepInvert: /@one-size/,
      timeout: 30_000 * phoneSlowdown,
      expect: { timeout: 5_000 * phoneSlowdown },
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: devices['Pixel 7'].userAgent },
    },
    // Every spec of the site at desktop size, those the phone leaves out included.
    { name: 'desktop', testIgnore: ['serve.spec.ts', 'update.spec.ts', 'edit.spec.ts', 'dist.spec.ts', 'hostile.spec.ts', 'imported.spec.ts'], use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `node e2e/fake-weather.mjs`,
      url: `http://127.0.0.1:${weatherPort}/timeline/ping?unitGroup=us&key=k&contentType=json`,
      env: { FAKE_WEATHER_PORT: String(weatherPort) },
      reuseExistingServer: false,
    },
    {
      command: `../bin/portgen build --content e2e/.site --theme . --out ../.e2e/dist --base-url ${siteURL} --cache-dir ../.e2e/cache && ../bin/portgen preview --dir ../.e2e/dist --port ${port}`,
      url: siteURL,
      env: siteBuildEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: `../bin/portgen build --content e2e/.resume --theme . --out ../.e2e/open-meteo --base-url ${openMeteoURL} --cache-dir ../.e2e/cache && ../bin/portgen preview --dir ../.e2e/open-meteo --port ${openMeteoPort}`,
      url: openMeteoURL,
      env: {
        PORTGEN_WEATHER_GEOCODING_URL: `http://127.0.0.1:${weatherPort}/v1/search`,
        PORTGEN_WEATHER_FORECAST_URL: `http://127.0.0.1:${weatherPort}/v1/forecast`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `../bin/portgen build --content e2e/.hostile --theme . --out ../.e2e/hostile --base-url ${hostileURL} --cache-dir ../.e2e/cache && ../bin/portgen preview --dir ../.e2e/hostile --port ${hostilePort}`,
      url: hostileURL,
      // No key: Open-Meteo, at the local fake.
      env: {
        PORTGEN_WEATHER_GEOCODING_URL: `http://127.0.0.1:${weatherPort}/v1/search`,
        PORTGEN_WEATHER_FORECAST_URL: `http://127.0.0.1:${weatherPort}/v1/forecast`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
