import { Editor, Element, Transforms } from 'slate'
import type { BlockType, ListType, Mark } from './slate-types'

const listTypes: string[] = ['bulleted-list', 'numbered-list'] satisfies ListType[]

/** How far one indent step moves a block. */
export const indentStep = 40
const maxIndent = 8

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}

export function isBlockActive(editor: Editor, type: BlockType | ListType): boolean {
  if (!editor.selection) return false
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (n) => Element.isElement(n) && n.type === type,
  })
  return Boolean(match)
}

/** Turns the selected blocks into a heading or a list, or back into paragraphs. */
export function toggleBlock(editor: Editor, type: Exclude<BlockType, 'list-item'> | ListType): void {
  const active = isBlockActive(editor, type)
  const isList = listTypes.includes(type)
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && listTypes.includes(n.type), split: true })
  Transforms.setNodes(editor, { type: active ? 'paragraph' : isList ? 'list-item' : (type as BlockType) })
  if (!active && isList) Transforms.wrapNodes(editor, { type: type as ListType, children: [] })
}

/** Moves the selected blocks one step in (+1) or out (−1). */
export function indent(editor: Editor, step: 1 | -1): void {
  for (const [node, path] of Editor.nodes(editor, { match: (n) => Element.isElement(n) && !listTypes.includes(n.type) })) {
    if (!Element.isElement(node) || listTypes.includes(node.type)) continue
    const current = 'indent' in node ? (node.indent ?? 0) : 0
    const next = Math.min(maxIndent, Math.max(0, current + step))
    Transforms.setNodes(editor, { indent: next || undefined }, { at: path })
  }
}
