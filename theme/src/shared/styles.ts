// esbuild writes a CSS file for each lazily loaded chunk but never loads it.
// portgen lists those files in every page (a JSON block with the id
// "portgen-styles", keyed by chunk file name); a lazy module calls
// loadChunkStyles(import.meta.url) so that it renders only once its CSS is in.

let styleMap: Record<string, string> | undefined

function styles(): Record<string, string> {
  if (!styleMap) {
    try {
      styleMap = JSON.parse(document.getElementById('portgen-styles')?.textContent || '{}')
    } catch {
      styleMap = {}
    }
  }
  return styleMap ?? {}
}

export function loadChunkStyles(chunkUrl: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve() // prerendering: the page links the styles
  const file = chunkUrl.slice(chunkUrl.lastIndexOf('/') + 1).split(/[?#]/)[0] ?? ''
  const href = styles()[file]
  if (!href) return Promise.resolve()
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)
  if (existing) return Promise.resolve()
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    // Resolve on error too: an unstyled screen beats a missing one.
    link.onload = link.onerror = () => resolve()
    document.head.append(link)
  })
}
