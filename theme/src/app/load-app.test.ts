import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, afterLargestImages, loadApp, whenParsed } from './load-app'

afterEach(() => {
  document.head.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('loadApp', () => {
  it('loads the entry the page lists, with its chunks and data preloaded', async () => {
    document.head.innerHTML = `<script type="application/json" id="portgen-app">{"entry":"/assets/main.js","preloads":["/assets/a.js","/assets/b.js"],"data":["/assets/locales/en.json"]}</script>`
    await loadApp(() => {})
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ])
    const data = document.querySelector<HTMLLinkElement>('link[rel="preload"]')
    expect(data?.outerHTML).toBe('<link rel="preload" as="fetch" type="application/json" crossorigin="anonymous" href="/assets/locales/en.json">')
    const script = document.querySelector<HTMLScriptElement>('script[type="module"]')
    expect(script?.getAttribute('src')).toBe('/assets/main.js')
  })

  it('starts each request in a task of its own', async () => {
    document.head.innerHTML = `<script type="application/json" id="portgen-app">{"entry":"/assets/main.js","preloads":["/assets/a.js","/assets/b.js"],"data":["/assets/locales/en.json"]}</script>`
    const tasks: (() => void)[] = []
    vi.stubGlobal(
      'MessageChannel',
      class {
        port1: { onmessage?: () => void } = {}
        port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) }
      },
    )
    const requests = () => document.head.querySelectorAll('link, script[src]').length
    const loaded = loadApp(() => {})
    const started = [requests()]
    while (tasks.length > 0) {
      tasks.shift()!()
      await new Promise<void>((resolve) => queueMicrotask(resolve)) // what the task's end lets run
      started.push(requests())
    }
    await loaded
    expect(started).toEqual([1, 2, 3, 4])
  })

  it('tells when the script fails to load', async () => {
    document.head.innerHTML = `<script type="application/json" id="portgen-app">{"entry":"/assets/main.js","preloads":[],"data":[]}</script>`
    const failed = vi.fn()
    await loadApp(failed)
    document.querySelector('script[type="module"]')!.dispatchEvent(new Event('error'))
    expect(failed).toHaveBeenCalledOnce()
  })

  it('leaves a page that loads the app itself alone', async () => {
    await loadApp(() => {})
    expect(document.head.children).toHaveLength(0)
  })
})

describe('afterFirstPaint', () => {
  /** A PerformanceObserver that reports the paint entries it is handed. */
  function paints() {
    const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = []
    class FakeObserver {
      static supportedEntryTypes = ['paint']
      private entry: { callback: PerformanceObserverCallback; connected: boolean }
      constructor(callback: PerformanceObserverCallback) {
        this.entry = { callback, connected: false }
        observers.push(this.entry)
      }
      observe() {
        this.entry.connected = true
      }
      disconnect() {
        this.entry.connected = false
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    return {
      paint(name: string) {
        for (const o of observers.filter((o) => o.connected)) {
          o.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList, o as never)
        }
      },
      connected: () => observers.some((o) => o.connected),
    }
  }

  it('waits for the first contentful paint, not the first paint', () => {
    const browser = paints()
    const then = vi.fn()
    afterFirstPaint(then)
    browser.paint('first-paint')
    expect(then).not.toHaveBeenCalled()
    browser.paint('first-contentful-paint')
    expect(then).toHaveBeenCalledOnce()
    expect(browser.connected()).toBe(false)
  })

  it('goes ahead when the tab is sent to the background before it painted', () => {
    const browser = paints()
    const then = vi.fn()
    afterFirstPaint(then)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(then).toHaveBeenCalledOnce()
    browser.paint('first-contentful-paint')
    expect(then).toHaveBeenCalledOnce()
  })

  it('goes ahead at once in a tab in the background', () => {
    paints()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const then = vi.fn()
    afterFirstPaint(then)
    expect(then).toHaveBeenCalledOnce()
  })

  it('goes ahead at once where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', class {
      static supportedEntryTypes = ['navigation']
    })
    const then = vi.fn()
    afterFirstPaint(then)
    expect(then).toHaveBeenCalledOnce()
  })
})

describe('afterLargestImages', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  /** An image the page fetches first, whose decoding the test settles. */
  function largestImage() {
    const image = document.createElement('img')
    image.setAttribute('fetchpriority', 'high')
    let decoded = () => {}
    let failed = () => {}
    image.decode = () => new Promise<void>((resolve, reject) => ((decoded = resolve), (failed = () => reject(new Error('broken')))))
    document.body.append(image)
    return { decoded: () => decoded(), failed: () => failed() }
  }

  /** Lets the promises settle and the next frame and task run. */
  const nextFrame = () => vi.advanceTimersByTimeAsync(20)

  it('waits until the largest images have decoded, then a frame for them to paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const [first, second] = [largestImage(), largestImage()]
    document.body.append(document.createElement('img')) // a lazy thumbnail: not waited for
    const then = vi.fn()
    afterLargestImages(then)
    first.decoded()
    await nextFrame()
    expect(then).not.toHaveBeenCalled()
    second.failed() // a broken image holds nothing back
    await nextFrame()
    expect(then).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(2000)
    expect(then).toHaveBeenCalledOnce()
  })

  it('waits no longer than its patience for a slow image', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    largestImage()
    const then = vi.fn()
    afterLargestImages(then, 1000)
    await vi.advanceTimersByTimeAsync(999)
    expect(then).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(then).toHaveBeenCalledOnce()
  })

  it('goes ahead at once in a tab in the background', () => {
    largestImage()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const then = vi.fn()
    afterLargestImages(then)
    expect(then).toHaveBeenCalledOnce()
  })
})

describe('whenParsed', () => {
  const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state)

  it('waits while the page is still being read, until DOMContentLoaded', async () => {
    readyState('loading')
    let parsed = false
    const done = whenParsed().then(() => (parsed = true))
    await Promise.resolve()
    expect(parsed).toBe(false)
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await done
    expect(parsed).toBe(true)
  })

  it('resolves at once for a page read whole', async () => {
    readyState('interactive')
    await expect(whenParsed()).resolves.toBeUndefined()
  })
})
