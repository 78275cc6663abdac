import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import projects from './fixtures/projects'
import { resumeFiles } from './fixtures/resume'
import site from './fixtures/site'

// The test files of a worker share one document and one module graph
// (isolate: false in vitest.config.ts), and this file runs again before
// each of them: what it adds it takes away after the file, and what any
// test may change it puts back after each test.

// Where portgen puts the site's data: a JSON block in the page, and the
// JSON files that the projects and résumé screens fetch.
const data = document.createElement('script')
data.type = 'application/json'
data.id = 'portgen-site'
data.textContent = JSON.stringify(site)
document.head.append(data)
afterAll(() => data.remove())
const files: Record<string, unknown> = { [site.projects]: projects, ...resumeFiles }
vi.stubGlobal('fetch', async (url: string) =>
  url in files ? new Response(JSON.stringify(files[url])) : new Response('not found', { status: 404 }),
)

// Runs after the test file's own afterEach hooks.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.localStorage.clear()
  window.sessionStorage.clear()
  // What the app shows through <html> (its language, appearance and
  // wallpaper) and the title, which jsdom's page starts without.
  const root = document.documentElement
  for (const name of root.getAttributeNames()) root.removeAttribute(name)
  document.querySelector('title')?.remove()
})

// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open')
  this.dispatchEvent(new Event('close'))
}

// jsdom has no matchMedia: every query is false unless a test says otherwise.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
