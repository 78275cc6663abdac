import { describe, expect, it } from 'vitest'
import { createEditor, Editor, Node, Transforms } from 'slate'
import { HistoryEditor, withHistory } from 'slate-history'
import { withPauseBatches } from './pause-history'
import './slate-types'

function editorAt(clock: { now: number }) {
  const editor = withPauseBatches(withHistory(createEditor()), () => clock.now)
  editor.children = [{ type: 'paragraph', children: [{ text: '' }] }]
  Transforms.select(editor, Editor.start(editor, []))
  return editor
}

const type = (editor: Editor, text: string) => {
  for (const ch of text) Editor.insertText(editor, ch)
}
const text = (editor: Editor) => Node.string(editor)

describe('undo batching', () => {
  it('keeps typing without a pause in one undo step', () => {
    const clock = { now: 0 }
    const editor = editorAt(clock)
    for (const ch of 'hello') {
      Editor.insertText(editor, ch)
      clock.now += 300
    }
    expect(editor.history.undos).toHaveLength(1)
    HistoryEditor.undo(editor)
    expect(text(editor)).toBe('')
  })

  it('starts a new undo step after a pause of 1000 ms or more', () => {
    const clock = { now: 0 }
    const editor = editorAt(clock)
    type(editor, 'first')
    clock.now += 999
    type(editor, ' still')
    clock.now += 1000
    type(editor, ' second')
    expect(text(editor)).toBe('first still second')
    expect(editor.history.undos).toHaveLength(2)
    HistoryEditor.undo(editor)
    expect(text(editor)).toBe('first still')
    HistoryEditor.undo(editor)
    expect(text(editor)).toBe('')
    HistoryEditor.redo(editor)
    HistoryEditor.redo(editor)
    expect(text(editor)).toBe('first still second')
  })
})
