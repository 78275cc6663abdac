import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { recordEarlyInput, takeOver } from './early-input'

// A prerendered page that the visitor uses before the app takes it over:
// its HTML from React's server renderer, then hydrateRoot, as in the browser.
function Page() {
  const [query, setQuery] = useState('')
  const [language, setLanguage] = useState('en')
  const [agreed, setAgreed] = useState(false)
  const [wallpaper, setWallpaper] = useState('dunes')
  const [opened, setOpened] = useState(0)
  return (
    <>
      <input type="search" aria-label="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <select aria-label="language" value={language} onChange={(e) => setLanguage(e.target.value)}>
        <option value="en">en</option>
        <option value="pt">pt</option>
      </select>
      <input type="checkbox" aria-label="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {['dunes', 'lagoon'].map((w) => (
        <input key={w} type="radio" name="wallpaper" value={w} aria-label={w} checked={wallpaper === w} onChange={() => setWallpaper(w)} />
      ))}
      <button type="button" onClick={() => setOpened((n) => n + 1)}>
        <span>menu</span>
      </button>
      <p id="state">{JSON.stringify({ query, language, agreed, wallpaper, opened })}</p>
    </>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  takeOver()() // ends a recording a test left running: its elements are gone, nothing is replayed
})

/**
 * Listens to the document's clicks during the test that calls it only: the
 * document outlives the test file (isolate: false), and a listener left on
 * it would see, and cancel, the clicks of the files that run next.
 */
function onDocumentClick(listener: (event: MouseEvent) => void, options?: AddEventListenerOptions) {
  document.addEventListener('click', listener, options)
  onTestFinished(() => document.removeEventListener('click', listener, options))
}

const state = () => JSON.parse(document.getElementById('state')!.textContent!)
const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!
const setValue = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/** Renders the page's HTML, lets `visit` use it, then hydrates it and replays. */
function takeOverAfter(visit: () => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  recordEarlyInput('/')
  visit()
  const replay = takeOver()
  act(() => {
    root = hydrateRoot(container, <Page />)
  })
  act(replay)
}

describe('input before the app takes the page over', () => {
  it('reaches the app: what was typed, chosen, ticked and pressed', () => {
    takeOverAfter(() => {
      setValue($<HTMLInputElement>('[type=search]'), 'book')
      setValue($<HTMLSelectElement>('select'), 'pt')
      $<HTMLInputElement>('[type=checkbox]').click()
      $<HTMLInputElement>('[value=lagoon]').click()
      $('button span').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(state()).toEqual({ query: 'book', language: 'pt', agreed: true, wallpaper: 'lagoon', opened: 1 })
  })

  it('ends with the last of several changes, in the order they were made', () => {
    takeOverAfter(() => {
      setValue($<HTMLInputElement>('[type=search]'), 'bo')
      $<HTMLInputElement>('[value=lagoon]').click()
      $<HTMLInputElement>('[value=dunes]').click()
      setValue($<HTMLInputElement>('[type=search]'), 'book')
      $<HTMLInputElement>('[value=lagoon]').click()
    })
    expect(state()).toMatchObject({ query: 'book', wallpaper: 'lagoon' })
  })

  it('replays nothing done after the take-over, which the app handles itself', () => {
    recordEarlyInput('/')
    const replay = takeOver()
    document.body.innerHTML = '<button type="button">a</button>'
    let clicks = 0
    onDocumentClick(() => clicks++, { once: true })
    $<HTMLElement>('button').click()
    replay()
    expect(clicks).toBe(1)
  })

  it("holds a link to the site's pages for the app, and lets the others go", () => {
    document.body.innerHTML =
      '<a id="page" href="/apps/bookstore/">x</a><a id="new-tab" href="/docs/" target="_blank">x</a><a id="away" href="https://example.com/">x</a>'
    recordEarlyInput('/')
    const followed = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      $(`#${id}`).dispatchEvent(event)
      return !event.defaultPrevented
    }
    expect(followed('page')).toBe(false)
    expect(followed('page', { ctrlKey: true })).toBe(true) // a new tab, the browser's
    expect(followed('new-tab')).toBe(true)
    expect(followed('away')).toBe(true)
    const replay = takeOver()
    const replayed: string[] = []
    onDocumentClick((event) => {
      replayed.push((event.target as Element).id)
      event.preventDefault() // the app opens it in place
    })
    replay()
    expect(replayed).toEqual(['page'])
  })

  it('drops input on elements the app replaced', () => {
    document.body.innerHTML = '<button type="button">a</button>'
    recordEarlyInput('/')
    $<HTMLElement>('button').click()
    const replay = takeOver()
    document.body.innerHTML = '<button type="button">a</button>'
    let clicks = 0
    onDocumentClick(() => clicks++, { once: true })
    replay()
    expect(clicks).toBe(0)
  })
})
