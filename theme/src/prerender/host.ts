// What a browser has and the engine lacks, as far as the app uses it while
// prerendering: a console (React warns through it), fetch for the files of
// the build (see prerender.tsx) and timers. Installed as this module loads:
// prerender.tsx imports it first, so that it runs before any other module.

declare global {
  /** The content of a file the build wrote, by URL; undefined if there is none. Defined by portgen. */
  var portgenRead: (url: string) => string | null
  /** Reports a message of the app's console to portgen. Defined by portgen. */
  var portgenLog: (level: string, message: string) => void
}

function installConsole(): void {
  const log =
    (level: string) =>
    (...args: unknown[]) =>
      portgenLog(level, args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : String(a))).join(' '))
  globalThis.console = { ...globalThis.console, log: log('log'), info: log('info'), warn: log('warn'), error: log('error'), debug: () => {} }
}

function installFetch(): void {
  globalThis.fetch = (async (input: string | URL) => {
    const url = String(input)
    const body = portgenRead(url)
    const found = typeof body === 'string'
    return {
      ok: found,
      status: found ? 200 : 404,
      url,
      json: async () => JSON.parse(body ?? 'null'),
      text: async () => body ?? '',
    }
  }) as unknown as typeof fetch
}

/**
 * Timers, for the libraries that set one as they load: a timeout runs once
 * the jobs before it have run, whatever its delay (the build does not
 * wait); an interval never runs.
 */
function installTimers(): void {
  const cancelled = new Set<number>()
  let last = 0
  globalThis.setTimeout = ((run: () => void) => {
    const id = ++last
    void Promise.resolve().then(() => cancelled.has(id) || run())
    return id
  }) as unknown as typeof setTimeout
  globalThis.clearTimeout = ((id: number) => void cancelled.add(id)) as typeof clearTimeout
  globalThis.setInterval = (() => ++last) as unknown as typeof setInterval
  globalThis.clearInterval = (() => {}) as typeof clearInterval
}

installConsole()
installFetch()
installTimers()

export {}
