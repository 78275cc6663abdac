import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import projects from './fixtures/projects'
import { resumeFiles } from './fixtures/resume'
import site from './fixtures/site'

// Where portgen puts the site's data: a JSON block in the page, and the
// JSON files that the projects and résumé screens fetch.
const data = document.createElement('script')
data.type = 'application/json'
data.id = 'portgen-site'
data.textContent = JSON.stringify(site)
document.head.append(data)
const files: Record<string, unknown> = { [site.projects]: projects, ...resumeFiles }
vi.stubGlobal('fetch', async (url: string) =>
  url in files ? new Response(JSON.stringify(files[url])) : new Response('not found', { status: 404 }),
)

afterEach(() => {
  cleanup()
  window.localStorage.clear()
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
