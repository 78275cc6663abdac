// What a visitor does to a prerendered page before the app has taken it
// over: a page paints from its HTML, and its controls show before the JS
// that runs them has loaded. The head script (head-script.ts) records every
// button pressed, link followed and field changed until then; the app
// replays them on the same elements once it has taken the HTML over, so a
// tap or a keystroke during loading is late, never lost. A link of the site
// waits for the app too, which opens it in place (a project's popup, say)
// rather than loading another page. (React handles on its own a press
// after hydrateRoot is called; a field changed then is recorded until the
// app's first commit.)

const takeOverEvent = 'portgen:take-over'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A button pressed or a link followed (by pointer or keyboard), or a field the visitor changed, as they left it. */
type EarlyInput = { button: HTMLElement } | { field: Field; value: string; checked: boolean }

/** What the recording hands the app: the replay of what it recorded. */
type TakeOver = { replay?: () => void }

/** A link that the app opens itself: one to the site's own pages, followed as a plain click. */
function siteLink(event: MouseEvent, base: string): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null
  if (link.target || link.hasAttribute('download') || link.origin !== location.origin || !link.pathname.startsWith(base)) return null
  return link
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement

/** Records the visitor's input until the app calls takeOver; base is the site's base path. */
export function recordEarlyInput(base: string): void {
  const inputs: EarlyInput[] = []
  const onClick = (event: MouseEvent) => {
    const link = siteLink(event, base)
    if (link) {
      event.preventDefault()
      inputs.push({ button: link })
      return
    }
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]')
    if (button) inputs.push({ button })
  }
  const onInput = (event: Event) => {
    const field = event.target
    if (!isField(field)) return
    const state = { field, value: field.value, checked: field instanceof HTMLInputElement && field.checked }
    const known = inputs.findIndex((input) => 'field' in input && input.field === field)
    if (known >= 0) inputs.splice(known, 1) // replayed in the order last changed
    inputs.push(state)
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('input', onInput, true)
  document.addEventListener('change', onInput, true)
  document.addEventListener(
    takeOverEvent,
    (event) => {
      // React hydrates a press on the element it lands on and handles it,
      // but a field changed while it hydrates is lost: it takes the value
      // it finds for the one it last saw. Fields are recorded until the
      // replay, after the app's first commit.
      document.removeEventListener('click', onClick, true)
      ;(event as CustomEvent<TakeOver>).detail.replay = () => {
        document.removeEventListener('input', onInput, true)
        document.removeEventListener('change', onInput, true)
        replay(inputs)
      }
    },
    { once: true },
  )
}

/**
 * Stops the recording and returns a function that replays it: call that
 * once the app has taken the page over, its first render committed (then its
 * handlers are attached, and it has seen the fields as they were). Replayed
 * with no app (it did not load), the links open as plain links. The replay
 * comes from the recording, in the head script: the app's bundle carries
 * only this function.
 */
export function takeOver(): () => void {
  const detail: TakeOver = {}
  document.dispatchEvent(new CustomEvent(takeOverEvent, { detail }))
  return detail.replay ?? (() => {})
}

/** Replays the input on the same elements; input on elements that the app replaced is dropped. */
function replay(inputs: EarlyInput[]): void {
  for (const input of inputs) {
    if ('button' in input) {
      if (input.button.isConnected) input.button.click()
    } else if (input.field.isConnected) {
      replayField(input.field, input.value, input.checked)
    }
  }
}

/**
 * Tells the app what the visitor left in a field. The app reads a change
 * only from a value that differs from the last one it saw, and it may have
 * seen this one: so the field goes to another value through its own setter,
 * which the app watches, then to the visitor's through the element's, which
 * it does not, and the event follows.
 */
function replayField(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !checked
    field.click() // back to the visitor's choice, with the events the app listens to (a group's radios in the order chosen: the last wins)
    return
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  field.value = value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
