// @ts-check
// portgen serve's editor, injected into every page serve shows while
// editing is on (never into a build). Its "Edit page" switch gives the app
// marked copies of the page's data (each text that a content file gives
// carries an invisible marker naming its source), finds the markers in the
// text the app renders, and lets the owner edit each text where it stands:
// an <input> or a <textarea> over it, holding the text as written in its
// file, light markup and all. A save goes to serve, which writes that one
// value back into its file; live reload then shows it (see live.js, which
// hands each rebuild to takeIn while the switch is on).
;(() => {
  const script = /** @type {HTMLScriptElement} */ (document.currentScript)
  const base = script.dataset.base ?? '/'
  const token = script.dataset.token ?? ''
  const on = 'portgen-edit'
  const lang = document.documentElement.lang
  // Entry ids in base 4, one zero-width character a digit, between two U+2063.
  const digits = '\u200b\u200c\u200d\u2060'
  const markers = /\u2063([\u200b\u200c\u200d\u2060]+)\u2063/g
  // A marked text inside one of these is reached through it: F2 or Alt+Enter on it opens the editor.
  const interactive = 'a[href], button, summary, label, select, [role="button"], [role="link"], [role="menuitem"], [role="tab"]'

  /**
   * @typedef {{ id: number, key: string, kind: 'line' | 'paragraph', text: string, file: string, line: number,
   *   col: number, addLang: string }} Entry
   * @typedef {{ build: number, labels: Record<string, string>, entries: Entry[], data: Record<string, unknown>,
   *   site: unknown }} EditMap
   * @typedef {{ urls: string[], items: Record<string, Record<string, unknown>>, shown: boolean,
   *   site: unknown, build: number }} Change
   * @typedef {{ entry: Entry, element: HTMLElement, control: HTMLInputElement | HTMLTextAreaElement,
   *   box: HTMLElement, alert: HTMLParagraphElement, shown: number, saved: number }} Editing
   */

  let build = Number(script.dataset.build)
  /** @type {EditMap | null} */
  let map = null
  /** @type {Editing | null} */
  let editing = null
  /** @type {MutationObserver | null} */
  let observer = null
  /** The marked elements that the editor made focusable, which it makes as they were when it unmarks them. */
  const focusable = new WeakSet()

  // The switch and the editor live in a shadow root: the page's styles do
  // not reach them, and they do not reach the page. Constructed
  // stylesheets: the pages' CSP forbids inline styles.
  const host = document.createElement('portgen-edit')
  const root = host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(`
    :host { all: initial; }
    section { position: fixed; right: 0.75rem; bottom: 0.75rem; z-index: 2147483646; }
    button[role="switch"] { display: flex; gap: 0.5rem; align-items: center; padding: 0.45rem 0.8rem;
      border: 1px solid #3b4252; border-radius: 999px; background: #f8fafc; color: #111827;
      font: 600 14px/1.2 system-ui, sans-serif; cursor: pointer; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25); }
    button[role="switch"]::before { content: ""; width: 1.9rem; height: 1.05rem; border-radius: 999px;
      background: #6b7280 radial-gradient(circle at 0.5rem 50%, #fff 0.35rem, transparent 0.4rem); }
    button[aria-checked="true"]::before { background: #1d4ed8 radial-gradient(circle at 1.4rem 50%, #fff 0.35rem, transparent 0.4rem); }
    button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
    .editor { position: fixed; z-index: 2147483647; }
    input, textarea { box-sizing: border-box; width: 100%; margin: 0; padding: 0.1em 0.2em; border: 2px solid #2563eb;
      border-radius: 4px; resize: none; overflow: hidden; }
    [aria-busy="true"] { opacity: 0.7; }
    p[role="alert"] { margin: 0.25rem 0 0; padding: 0.4rem 0.6rem; border-radius: 4px; background: #7f1d1d; color: #fff;
      font: 14px/1.4 system-ui, sans-serif; max-width: 40rem; }
    p[role="alert"]:empty { display: none; }`)
  root.adoptedStyleSheets = [sheet]
  const region = document.createElement('section')
  const toggle = document.createElement('button')
  toggle.type = 'button'
  toggle.setAttribute('role', 'switch')
  // On from the start when it was on in the page before: the editor turns on once it has the map.
  toggle.setAttribute('aria-checked', String(sessionStorage.getItem(on) === 'true'))
  toggle.setAttribute('aria-keyshortcuts', 'Alt+Shift+E')
  named({ editPage: 'Edit page' })
  region.append(toggle)
  root.append(region)

  // The outline on the page's marked texts: attributes only, as React owns the text. It is drawn
  // in the text's colour, outside the element, over the page; inside an element that has its own
  // background (a link drawn as a filled button, whose light text would make it vanish outside).
  const pageSheet = new CSSStyleSheet()
  pageSheet.replaceSync(`
    [data-portgen-edit] { outline: 1px dashed color-mix(in srgb, currentColor 55%, transparent); outline-offset: 2px;
      cursor: text; }
    [data-portgen-edit][data-portgen-filled] { outline-color: currentColor; outline-offset: -4px; }
    [data-portgen-edit]:is(:hover, :focus-visible) { outline: 2px solid #2563eb; outline-offset: 2px; }
    [data-portgen-editing] { visibility: hidden; }`)

  toggle.addEventListener('click', () => switchTo(toggle.getAttribute('aria-checked') !== 'true'))
  addEventListener('keydown', (e) => {
    if (e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyE') {
      e.preventDefault()
      switchTo(toggle.getAttribute('aria-checked') !== 'true')
    }
  })
  document.body.append(host)
  // A modal dialog (a project's page) makes the rest of the page inert: the
  // switch and the editor go into the open one, and back when it closes.
  new MutationObserver(rehome).observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] })
  rehome()

  function rehome() {
    const modal = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal')).pop() ?? document.body
    if (host.parentElement !== modal) modal.append(host)
  }
  // The switch's own name, in the page's language, before the owner turns it on.
  fetchMap().then((m) => {
    named(m.labels)
    if (sessionStorage.getItem(on) === 'true') switchTo(true)
  }, () => {})

  /** Names the switch, and the region that holds it (a landmark, as every part of a page is in one). */
  function named(/** @type {Record<string, string>} */ labels) {
    toggle.textContent = labels.editPage
    region.setAttribute('aria-label', labels.editPage)
  }

  /** Turns editing on or off, and remembers it for the pages the owner opens next. */
  async function switchTo(/** @type {boolean} */ wanted) {
    toggle.setAttribute('aria-checked', String(wanted))
    sessionStorage.setItem(on, String(wanted))
    if (wanted) {
      map = await fetchMap()
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet]
      addEventListener('click', clicked, true)
      addEventListener('keydown', pressed, true)
      observer = new MutationObserver(() => requestAnimationFrame(markPage))
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      await giveMarked()
    } else {
      close()
      observer?.disconnect()
      observer = null
      removeEventListener('click', clicked, true)
      removeEventListener('keydown', pressed, true)
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== pageSheet)
      unmark()
      const urls = Object.keys(map?.data ?? {})
      map = null
      await giveCleanData(urls)
    }
  }

  /**
   * Gives the app the marked data once it has taken the page over, when
   * its take-ins listen: a page opened with the switch on runs this before
   * the app, which starts once the page has painted (main.tsx says so with
   * the portgen:app event, in serve only).
   */
  async function giveMarked() {
    if (document.documentElement.dataset.portgenApp !== 'ready') {
      await new Promise((resolve) => addEventListener('portgen:app', resolve, { once: true }))
    }
    if (!map) return // switched off meanwhile
    giveData(map, Object.keys(map.data), {}, false)
    await rendered()
    markPage()
  }

  /** The page's map for its build: its editable texts, and its data with their markers. */
  async function fetchMap() {
    // A POST, as a save is, so that the browser sends the page's Origin.
    const response = await fetch(`${base}__portgen/edit/map`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portgen-Token': token },
      body: JSON.stringify({ build, lang }),
    })
    if (!response.ok) throw new Error(`the editor's map: HTTP ${response.status}`)
    return /** @type {Promise<EditMap>} */ (response.json())
  }

  /**
   * Gives the app data through its take-ins, as live reload does: the files
   * by URL (an array as items, every element, which the app takes in
   * without fetching it), and the site object. shown says whether the
   * page's content is made from urls (see live.js); when it is not, the
   * app takes in only the files it holds. Returns what the app took.
   */
  function giveData(/** @type {{ data: Record<string, unknown>, site: unknown }} */ data, /** @type {string[]} */ urls,
    /** @type {Record<string, Record<string, unknown>>} */ items, /** @type {boolean} */ shown) {
    const all = { ...items }
    for (const [url, file] of Object.entries(data.data)) {
      if (Array.isArray(file)) all[url] = Object.fromEntries(file.map((item, i) => [i, item]))
    }
    const handled = new Set()
    const detail = { urls, items: all, handled, shown, data: data.data }
    dispatchEvent(new CustomEvent('portgen:data', { detail }))
    const siteTaken = !dispatchEvent(new CustomEvent('portgen:site', { detail: data.site, cancelable: true }))
    return { handled, siteTaken }
  }

  /** Switching off: the app takes in the files as they are, and the site object the page holds. */
  async function giveCleanData(/** @type {string[]} */ urls) {
    const files = await Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' }).then((r) => r.json())))
    const site = JSON.parse(document.getElementById('portgen-site')?.textContent ?? 'null')
    giveData({ data: Object.fromEntries(urls.map((url, i) => [url, files[i]])), site }, urls, {}, false)
  }

  /**
   * live.js hands each rebuild here while editing is on: the app takes in
   * the new build's data marked, every file of it (an entry's id may name
   * another text in a new build), so that the markers stay after any save.
   * Says whether the app took in what changed; undefined while editing is
   * off, and live.js takes the change in itself.
   */
  async function takeIn(/** @type {Change} */ change) {
    build = change.build
    const next = await fetchMap()
    if (!map) return true // switched off meanwhile: that gave the clean data
    map = next
    const urls = [...new Set([...change.urls, ...Object.keys(next.data)])]
    const { handled, siteTaken } = giveData(next, urls, change.items, change.shown)
    await rendered()
    markPage()
    if (editing && editing.saved > 0 && change.build >= editing.saved) close()
    return (!change.site || siteTaken) && change.urls.every((url) => handled.has(url))
  }
  // @ts-ignore: the page's window has no such field but this one.
  window.portgenEdit = { takeIn: (/** @type {Change} */ change) => (map ? takeIn(change) : undefined) }

  /** Once React has rendered what the app took in. */
  const rendered = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

  /** The entry a marker names: its digits, base 4. */
  function entryOf(/** @type {string} */ code) {
    let id = 0
    for (const c of code) id = id * 4 + digits.indexOf(c)
    return map?.entries[id]
  }

  /** Marks each element whose text carries a marker, and unmarks those that no longer do. */
  function markPage() {
    if (!map) return
    /** @type {Map<HTMLElement, Entry>} */
    const found = new Map()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template, portgen-edit')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    })
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const [, code] of (node.nodeValue ?? '').matchAll(markers)) {
        const entry = entryOf(code)
        const parent = node.parentElement
        if (!entry || !parent) continue
        const paragraph = /** @type {HTMLElement | null} */ (parent.closest('p, li'))
        const element = entry.kind === 'paragraph' ? (paragraph ?? parent) : parent
        if (!found.has(element) || entry.kind === 'paragraph') found.set(element, entry)
      }
    }
    for (const element of marked()) if (!found.has(element)) unmarkOne(element)
    for (const [element, entry] of found) {
      if (element.dataset.portgenEdit === String(entry.id) || hiddenFromSight(element)) continue
      element.dataset.portgenEdit = String(entry.id)
      if (filled(element)) element.dataset.portgenFilled = ''
      element.title = `${entry.file}:${entry.line}`
      if (!element.hasAttribute('tabindex') && !element.closest(`${interactive}, [aria-hidden="true"], [inert]`)) {
        element.tabIndex = 0
        focusable.add(element)
      }
    }
  }

  /** Whether an element paints a background of its own, which its text's colour is chosen against. */
  function filled(/** @type {HTMLElement} */ element) {
    return !/^(transparent|rgba\(.*,\s*0\))$/.test(getComputedStyle(element).backgroundColor)
  }

  /** A text rendered for screen readers only (1 pixel, clipped): it takes no focus. */
  function hiddenFromSight(/** @type {HTMLElement} */ element) {
    const rect = element.getBoundingClientRect()
    return element.getClientRects().length > 0 && rect.width <= 1 && rect.height <= 1
  }

  function unmarkOne(/** @type {HTMLElement} */ element) {
    delete element.dataset.portgenEdit
    delete element.dataset.portgenEditing
    delete element.dataset.portgenFilled
    element.removeAttribute('title')
    if (focusable.delete(element)) element.removeAttribute('tabindex')
  }

  function unmark() {
    for (const element of marked()) unmarkOne(element)
  }

  /** The elements marked editable. */
  const marked = () => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-portgen-edit]'))

  /** The marked element at or inside target. */
  function markedAt(/** @type {EventTarget | null} */ target) {
    if (!(target instanceof Element)) return null
    const element = target.closest('[data-portgen-edit]') ?? target.querySelector('[data-portgen-edit]')
    return element instanceof HTMLElement ? element : null
  }

  // A click on a marked text edits it: a link around it does not navigate.
  function clicked(/** @type {MouseEvent} */ e) {
    if (!(e.target instanceof Element) || !e.target.closest('[data-portgen-edit]')) return
    const element = markedAt(e.target)
    if (!element) return
    e.preventDefault()
    e.stopPropagation()
    open(element)
  }

  // Enter or F2 on a marked text, F2 or Alt+Enter on a link or button that holds one, edits it.
  function pressed(/** @type {KeyboardEvent} */ e) {
    const target = e.target
    if (!(target instanceof HTMLElement) || target === host) return
    const own = target.dataset.portgenEdit !== undefined && !target.matches(interactive)
    const asked = e.key === 'F2' || (e.key === 'Enter' && (e.altKey || own))
    const element = asked ? markedAt(target) : null
    if (!element) return
    e.preventDefault()
    e.stopPropagation()
    open(element)
  }

  /** Opens the editor over a marked element, holding its text as written in its file. */
  function open(/** @type {HTMLElement} */ element) {
    const entry = map?.entries[Number(element.dataset.portgenEdit)]
    if (!entry) return
    close()
    const box = document.createElement('div')
    box.className = 'editor'
    const control = document.createElement(entry.kind === 'paragraph' ? 'textarea' : 'input')
    control.value = entry.text
    control.setAttribute('aria-label', `${map?.labels.editPage}: ${entry.file}:${entry.line}`)
    const alert = document.createElement('p')
    alert.setAttribute('role', 'alert')
    box.append(control, alert)
    root.append(box)
    // The build whose text the owner edits: a save is refused when the file changed since (a 409).
    editing = { entry, element, control, box, alert, shown: build, saved: 0 }
    element.dataset.portgenEditing = ''
    place()
    control.addEventListener('input', grow)
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        close()
        element.focus()
      } else if (e.key === 'Enter' && (entry.kind === 'line' || e.ctrlKey || e.metaKey)) {
        e.preventDefault()
        save()
      }
    })
    control.addEventListener('blur', () => {
      if (entry.kind === 'paragraph' && editing?.control === control) save()
    })
    control.focus()
    if (control instanceof HTMLInputElement) control.select()
    grow()
  }

  /** Puts the editor over the element, in its font and colour. */
  function place() {
    if (!editing) return
    const { element, box, control } = editing
    const rect = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    box.style.left = `${Math.max(0, rect.left - 4)}px`
    box.style.top = `${Math.max(0, rect.top - 4)}px`
    box.style.width = `${Math.max(rect.width + 8, 160)}px`
    for (const p of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'lineHeight', 'letterSpacing', 'color']) {
      // @ts-ignore: the same properties, read and written
      control.style[p] = style[p]
    }
    control.style.backgroundColor = light(style.color) ? 'rgb(17 24 39 / 0.95)' : 'rgb(255 255 255 / 0.97)'
  }
  addEventListener('scroll', place, true)
  addEventListener('resize', place)

  /** Whether a computed colour is light: the editor's background is then dark. */
  function light(/** @type {string} */ color) {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140
  }

  /** A paragraph's textarea grows with its text. */
  function grow() {
    const control = editing?.control
    if (!(control instanceof HTMLTextAreaElement)) return
    control.style.height = 'auto'
    control.style.height = `${control.scrollHeight + 4}px`
  }

  /** Closes the editor: the page shows its text again. */
  function close() {
    if (!editing) return
    const { element, box } = editing
    editing = null
    delete element.dataset.portgenEditing
    box.remove()
  }

  /**
   * Sends the text to serve. Unchanged, it closes with nothing sent. Saved,
   * the editor stays until live reload has taken the new build in (see
   * takeIn), so that the page never shows the old text again; refused, the
   * typed text stays, and the alert says why.
   */
  async function save() {
    if (!editing || editing.control.getAttribute('aria-busy') === 'true') return
    const current = editing
    const { entry, control, alert } = current
    if (control.value === entry.text) return close()
    control.setAttribute('aria-busy', 'true')
    alert.textContent = ''
    try {
      const response = await fetch(`${base}__portgen/edit/save`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Portgen-Token': token },
        body: JSON.stringify({ build: current.shown, key: entry.key, lang, text: control.value }),
      })
      const reply = await response.json().catch(() => ({}))
      if (response.ok) {
        current.saved = reply.build
        if (reply.build <= build) close()
        return
      }
      const problem = reply.diagnostics?.[0]
      alert.textContent = problem
        ? [problem.message, problem.hint].filter(Boolean).join(' ')
        : (reply.message ?? `HTTP ${response.status}`)
    } catch (error) {
      alert.textContent = String(error)
    } finally {
      control.removeAttribute('aria-busy')
    }
    if (editing === current) control.focus()
  }
})()
