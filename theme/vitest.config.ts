import { defineConfig, type Plugin } from 'vitest/config'
import { routes } from './portgen.json'

/**
 * The module 'portgen:screens', as portgen's bundler makes it from
 * portgen.json (generator/internal/bundle/screens.go): each route's module, by its
 * path there, imported on demand.
 */
function screensModule(): Plugin {
  const id = 'portgen:screens'
  const modules = [...new Set(routes.flatMap((r) => ('module' in r && r.module ? [r.module] : [])))]
  return {
    name: 'portgen-screens',
    resolveId: (source) => (source === id ? '\0' + id : undefined),
    load: (loaded) =>
      loaded === '\0' + id ? `export default {${modules.map((m) => `${JSON.stringify(m)}: () => import(${JSON.stringify('/' + m)})`).join(',')}}` : undefined,
  }
}

// Unit tests run in jsdom; src/test/setup.ts puts small fixture data where
// portgen puts the site's data (the page, and the projects' JSON).
export default defineConfig({
  plugins: [screensModule()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph per worker, not per test file: a fresh
    // jsdom and a fresh import of every module for each file made up most
    // of the suite's time. The rule that keeps the files independent: a test
    // leaves the window, the document and the timers as it found them.
    // setup.ts puts back what any test may change (the rendered components,
    // storage, <html>'s attributes, the title, fake timers); a test that
    // changes anything else (a listener on the document, a global, the
    // site's data, a spy over a fake timer) undoes it itself, with
    // onTestFinished or afterEach. A test that needs a module as a page
    // loads it fresh (vi.resetModules and import()), since another file
    // may have used the copy in the graph: what that copy put on the window
    // stays there. `npx vitest run --sequence.shuffle.files` finds a leak.
    isolate: false,
    // A worker per core: vitest's default leaves one core free, which on a
    // two-core machine is half of it (83 s for the suite here, 47 s so).
    maxWorkers: '100%',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
  // The unit tests run the theme as portgen serve bundles it, its take-ins
  // included (see src/portgen.d.ts); a build's leaving them out is the
  // bundler's, tested in Go (TestBuildCarriesNoEditor). Vitest keeps the
  // value as the string "true", which reads as true all the same.
  define: { 'import.meta.env.PORTGEN_SERVE': 'true' },
})
