import type { Editor } from 'slate'
import { HistoryEditor } from 'slate-history'

/** A pause in typing this long or longer starts a new undo step. */
export const historyPause = 1000

/**
 * Makes a pause in typing start a new undo step. slate-history merges
 * consecutive typing into one step however long the writer paused; this
 * plugin, applied after withHistory, splits the batch at each pause.
 */
export function withPauseBatches<T extends Editor>(editor: T, now: () => number = Date.now): T {
  const { apply } = editor
  let last = Number.NEGATIVE_INFINITY
  editor.apply = (op) => {
    if (op.type !== 'set_selection') {
      const time = now()
      if (time - last >= historyPause && editor.history.undos.length > 0) HistoryEditor.setSplittingOnce(editor, true)
      last = time
    }
    apply(op)
  }
  return editor
}
