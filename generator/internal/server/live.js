// portgen serve's live reload, injected into every page it serves (never
// into a build). After a good rebuild that changed the page (the server
// tells each page whether its own changed when nothing else did), it
// reloads it, or has the app take in the data that changed when that alone
// changed its content, and puts in place the elements of its head that
// changed with it (a project's page: its title, description and link
// preview). It swaps the stylesheets when only CSS changed, and shows
// the problems of a failed rebuild in an overlay that goes away once they
// are fixed.
;(() => {
  const script = document.currentScript
  const base = script.dataset.base
  // The page's own path: its head describes it, not another screen that
  // the app may show since.
  const own = `${base}${(script.dataset.file ?? '').replace(/(^|\/)index\.html$/, '$1')}`
  let build = Number(script.dataset.build) // of the page shown, taken in or loaded
  let overlay = null
  // This page's own problems: it did not render when it was served, and the
  // app renders it in the browser. They go when a build changes the page.
  const unrendered = document.getElementById('portgen-page-problems')

  const source = new EventSource(`${base}__portgen/events?file=${encodeURIComponent(script.dataset.file ?? '')}`)
  source.addEventListener('hello', (e) => {
    // A rebuild finished between this page's load and this connection.
    if (build > 0 && Number(e.data) !== build) location.reload()
  })
  // The events are handled in order: the editor's take-in waits for the
  // marked copies of the new build's data.
  let handling = Promise.resolve()
  source.addEventListener('reload', (e) => {
    const change = JSON.parse(e.data)
    handling = handling.then(() => reloaded(change)).catch(() => location.reload())
  })
  source.addEventListener('css', (e) => {
    const { build: next, swaps } = JSON.parse(e.data)
    shown(next)
    for (const { from, to } of swaps) {
      for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
        if (link.getAttribute('href') === from) link.setAttribute('href', to)
      }
      const map = document.getElementById('portgen-styles')
      if (map) map.textContent = map.textContent.split(from).join(to)
    }
  })
  source.addEventListener('problems', (e) => show(JSON.parse(e.data), 'the page shows the last good build'))
  if (unrendered) show(JSON.parse(unrendered.textContent), 'this page is not prerendered')

  // A rebuild changed the page, or the data the app holds: the page
  // reloads, or the app takes the new data in. When the page's content is
  // not made from the data (the app has moved to another screen), the app
  // updates what it holds, and nothing reloads. The editor (edit.js, while
  // editing is on) takes the change in itself, with its marks.
  async function reloaded({ all, page, head, data, items, build: next }) {
    if (all || page === 'changed') return location.reload()
    const content = page === 'content'
    const changes = content ? (head ?? []) : []
    const putHead = headInPlace(changes)
    const site = changes.find(({ selector }) => selector === 'script#portgen-site')
    const change = { urls: data, items: items ?? {}, shown: content, site: site ? siteData(site.html) : null, build: next }
    const taken = putHead !== null && (await (window.portgenEdit?.takeIn(change) ?? takeIn(change)))
    if (content && !taken) return location.reload()
    putHead?.()
    shown(next)
  }

  // The page shows a good build without reloading (a new connection's hello
  // must not reload it): the build's problems are fixed (this page's own,
  // if it has any, are not).
  function shown(next) {
    build = next
    if (unrendered) show(JSON.parse(unrendered.textContent), 'this page is not prerendered')
    else {
      overlay?.remove()
      overlay = null
    }
  }

  // The page's content changed with data files only, or with the site's
  // data: the app takes them in where it can (a 'portgen:data' listener
  // adds each URL it takes to handled; a 'portgen:site' listener cancels
  // the event), which shows a saved project faster than a reload would. Of
  // a JSON array that kept its length, items holds the elements that
  // changed, by index: the app need not fetch the whole file. shown says
  // whether the page's content is made from them; when it is not, the app
  // takes in only what it holds.
  function takeIn({ urls, items, shown, site }) {
    if (urls.length === 0 && !site) return false
    const handled = new Set()
    if (urls.length > 0) dispatchEvent(new CustomEvent('portgen:data', { detail: { urls, items, handled, shown } }))
    const siteTaken = !site || !dispatchEvent(new CustomEvent('portgen:site', { detail: site, cancelable: true }))
    return siteTaken && urls.every((url) => handled.has(url))
  }

  // The site's data that a page's <script id="portgen-site"> holds.
  function siteData(html) {
    const template = document.createElement('template')
    template.innerHTML = html
    return JSON.parse(template.content.firstElementChild?.textContent ?? 'null')
  }

  // Finds the elements of the head that changed, before anything changes,
  // and returns what makes them the new ones; null when one is missing,
  // and the page reloads. While the app shows another screen than the
  // page's own, that screen's title is the app's, and the rest of the head
  // is left as it is, as the app leaves it when it moves. Each element is
  // changed where it stands: a <meta> put in anew has Chromium read the
  // page's meta again, which took longer than the app's whole render.
  function headInPlace(changes) {
    const path = location.pathname.replace(/\/index\.html$/, '/')
    if (changes.length === 0 || path !== own) return () => {}
    const found = changes.map(({ selector, index }) => document.head.querySelectorAll(selector)[index])
    if (found.some((element) => !element)) return null
    return () =>
      changes.forEach(({ html }, i) => {
        const template = document.createElement('template')
        template.innerHTML = html
        const [element, next] = [found[i], template.content.firstElementChild]
        if (!next) return
        for (const { name } of [...element.attributes]) if (!next.hasAttribute(name)) element.removeAttribute(name)
        for (const { name, value } of next.attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value)
        if (element.textContent !== next.textContent) element.textContent = next.textContent
      })
  }

  function show(problems, state) {
    overlay?.remove()
    overlay = document.createElement('portgen-problems')
    const root = overlay.attachShadow({ mode: 'open' })
    // A constructed stylesheet, not a <style> element: the pages' CSP forbids inline styles.
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(`
      :host { position: fixed; inset: 0; z-index: 2147483647; display: block; overflow: auto;
        background: rgb(10 10 14 / 0.97); backdrop-filter: blur(6px); color: #f3f5f8; font: 15px/1.5 system-ui, sans-serif; }
      section { max-width: 60rem; margin: 0 auto; padding: 2rem 1.5rem; }
      h1 { margin: 0 0 0.25rem; font-size: 1.4rem; color: #ff8a80; }
      p.lead { margin: 0 0 1.5rem; color: #c3cad5; }
      article { margin: 0 0 1.25rem; padding: 1rem 1.25rem; border-radius: 0.75rem; background: #1b1f29; }
      .where { font-family: ui-monospace, monospace; color: #8cc8ff; }
      .message { margin: 0.25rem 0; font-weight: 600; }
      pre { margin: 0.5rem 0; padding: 0.6rem 0.8rem; overflow-x: auto; border-radius: 0.5rem; background: #0d1117;
        font: 13px/1.45 ui-monospace, monospace; }
      .caret { color: #ff8a80; }
      .hint { margin: 0; color: #ffd166; }`)
    root.adoptedStyleSheets = [sheet]
    const section = document.createElement('section')
    section.setAttribute('role', 'alert')
    const title = document.createElement('h1')
    title.textContent = `portgen: ${problems.length} problem${problems.length === 1 ? '' : 's'}; ${state}`
    const lead = document.createElement('p')
    lead.className = 'lead'
    lead.textContent = 'Fix the files below and save: this overlay goes away by itself.'
    section.append(title, lead)
    for (const d of problems) {
      const article = document.createElement('article')
      const where = document.createElement('div')
      where.className = 'where'
      where.textContent = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file
      const message = document.createElement('p')
      message.className = 'message'
      message.textContent = d.message
      article.append(where, message)
      if (d.source) {
        const pre = document.createElement('pre')
        const caret = document.createElement('span')
        caret.className = 'caret'
        caret.textContent = `\n${d.source.slice(0, Math.max(0, d.column - 1)).replace(/[^\t]/g, ' ')}^`
        pre.append(document.createTextNode(d.source), caret)
        article.append(pre)
      }
      if (d.hint) {
        const hint = document.createElement('p')
        hint.className = 'hint'
        hint.textContent = `hint: ${d.hint}`
        article.append(hint)
      }
      section.append(article)
    }
    root.append(section)
    document.documentElement.append(overlay)
  }
})()
