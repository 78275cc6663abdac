// What a visitor does to a prerendered page before the app has taken it
// over: a page paints from its HTML, and its buttons show before the JS
// that runs them has loaded. The head script (hold-paint.ts) records every
// button pressed and every choice made in a select until then; the app
// replays them on the same elements once it has taken the HTML over, so a
// tap during loading is late, never lost. (React replays on its own what
// happens after hydrateRoot is called.)

const takeOverEvent = 'portgen:take-over'

interface EarlyInput {
  /** A button pressed (by pointer or keyboard), or a select that got a new value. */
  element: HTMLElement
  value?: string
}

/** Records the visitor's input until the app calls takeOver. */
export function recordEarlyInput(): void {
  const inputs: EarlyInput[] = []
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]')
    if (button) inputs.push({ element: button })
  }
  const onChange = (event: Event) => {
    const select = event.target
    if (select instanceof HTMLSelectElement) inputs.push({ element: select, value: select.value })
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('change', onChange, true)
  document.addEventListener(
    takeOverEvent,
    (event) => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('change', onChange, true)
      ;(event as CustomEvent<EarlyInput[]>).detail.push(...inputs)
    },
    { once: true },
  )
}

/**
 * Stops the recording and returns a function that replays it: call that
 * once the app has taken the page over (its event handlers are attached).
 * Input on elements that the app replaced is dropped.
 */
export function takeOver(): () => void {
  const inputs: EarlyInput[] = []
  document.dispatchEvent(new CustomEvent(takeOverEvent, { detail: inputs }))
  return () => {
    for (const { element, value } of inputs) {
      if (!element.isConnected) continue
      if (value === undefined) {
        element.click()
      } else if (element instanceof HTMLSelectElement) {
        element.value = value
        element.dispatchEvent(new Event('change', { bubbles: true }))
      }
    }
  }
}
