import { Element, Node, type Descendant } from 'slate'
import './slate-types'

/** An empty note: one empty paragraph. */
export const emptyNote = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }]

/** The plain text of a note: one line per block (paragraph, heading, list item). */
export function plainText(nodes: Descendant[]): string {
  const lines: string[] = []
  const walk = (node: Descendant) => {
    if (Element.isElement(node) && node.children.some((child) => Element.isElement(child))) node.children.forEach((c) => walk(c as Descendant))
    else lines.push(Node.string(node))
  }
  nodes.forEach(walk)
  return lines.join('\n')
}

/** Whether a note holds any text. */
export function hasText(nodes: Descendant[]): boolean {
  return nodes.some((n) => Node.string(n).trim() !== '')
}

/**
 * The plain text shown in the editor's DOM, one line per block. Reading the
 * page rather than the model keeps words a phone keyboard is still
 * composing, which the model receives only when the composition ends.
 */
export function textFromDom(editable: HTMLElement): string {
  const blocks = [...editable.querySelectorAll<HTMLElement>('[data-slate-node="element"]')].filter(
    (el) => !el.querySelector('[data-slate-node="element"]'),
  )
  return blocks
    .map((block) => {
      const copy = block.cloneNode(true) as HTMLElement
      copy.querySelectorAll('[data-slate-placeholder]').forEach((p) => p.remove())
      return (copy.textContent ?? '').replace(/\uFEFF/g, '')
    })
    .join('\n')
}

/** "note 21_11_2026_09:41": the translated word and when the note was begun. */
export function defaultTitle(word: string, at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${word} ${two(at.getDate())}_${two(at.getMonth() + 1)}_${at.getFullYear()}_${two(at.getHours())}:${two(at.getMinutes())}`
}

const reserved = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i

/**
 * A title made safe as a file name on Windows, macOS and Linux: no path
 * separators, reserved characters or control characters, no trailing dots
 * or spaces, not a reserved device name, at most 120 characters.
 */
export function safeFileName(title: string, fallback = 'note'): string {
  let name = title
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '-')
    .trim()
    .replace(/[. ]+$/, '')
  if (name.length > 120) name = name.slice(0, 120).replace(/[. ]+$/, '')
  if (!name || /^[.-]+$/.test(name)) name = fallback
  if (reserved.test(name)) name = `_${name}`
  return name
}
