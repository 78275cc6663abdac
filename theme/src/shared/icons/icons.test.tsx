/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ComponentType, SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

type Icon = ComponentType<SVGProps<SVGSVGElement>>
type Module = () => Promise<{ default: Icon }>

const here = dirname(fileURLToPath(import.meta.url))
const src = join(here, '..', '..')
const ours = import.meta.glob<{ default: Icon }>('./*.ts')
const lucide = import.meta.glob<{ default: Icon }>('../../../node_modules/lucide-react/dist/esm/icons/*.mjs')
const names = Object.keys(ours).map((path) => path.slice(2, -3))
const load = (modules: Record<string, Module>, name: string) => Object.entries(modules).find(([path]) => path.endsWith(`/${name}.ts`) || path.endsWith(`/${name}.mjs`))![1]()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

/** The markup with each element's attributes in name order, which the browser ignores. */
function sortedAttributes(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b))
    for (const [name] of attributes) element.removeAttribute(name)
    for (const [name, value] of attributes) element.setAttribute(name, value)
  }
  return template.innerHTML
}

describe('icons', () => {
  it.each(names)('%s is drawn as lucide-react draws it (else run node scripts/icons.mjs)', async (name) => {
    const drawn = (Icon: Icon) => sortedAttributes(renderToStaticMarkup(<Icon aria-hidden="true" className="icon" data-icon="x" />))
    const [own, theirs] = await Promise.all([load(ours, name), load(lucide, name)])
    // lucide-react adds its own class names.
    expect(drawn(own.default)).toBe(drawn(theirs.default).replace(/class="lucide [^"]*icon"/, 'class="icon"'))
  })

  it('are decorative unless told otherwise', async () => {
    const { default: X } = await load(ours, 'x')
    expect(renderToStaticMarkup(<X />)).toContain('aria-hidden="true"')
    expect(renderToStaticMarkup(<X aria-hidden={false} aria-label="Close" />)).toContain('aria-hidden="false" aria-label="Close"')
  })

  it('are the theme’s own, never lucide-react’s components, and each is used', () => {
    const sources = sourceFiles(src).filter((file) => !file.startsWith(here))
    const offenders = sources.filter((file) => /from ['"]lucide-react/.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from '[./]*\/?shared\/icons\/([a-z0-9-]+)'|from '\.\.?\/icons\/([a-z0-9-]+)'/g)].map((m) => m[1] ?? m[2])))
    expect(names.filter((name) => !used.has(name))).toEqual([])
  })
})
