import Bold from '../../shared/icons/bold'
import Code from '../../shared/icons/code'
import Heading1 from '../../shared/icons/heading-1'
import Heading2 from '../../shared/icons/heading-2'
import IndentDecrease from '../../shared/icons/indent-decrease'
import IndentIncrease from '../../shared/icons/indent-increase'
import Italic from '../../shared/icons/italic'
import List from '../../shared/icons/list'
import ListOrdered from '../../shared/icons/list-ordered'
import Redo2 from '../../shared/icons/redo-2'
import Underline from '../../shared/icons/underline'
import Undo2 from '../../shared/icons/undo-2'
import type { ParseKeys } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { HistoryEditor } from 'slate-history'
import { useSlate } from 'slate-react'
import { indent, isBlockActive, isMarkActive, toggleBlock, toggleMark } from './formatting'
import styles from './Notes.module.css'

type Icon = typeof Bold

/** The formatting toolbar: marks, blocks, indent, undo and redo. */
export function Toolbar() {
  const { t } = useTranslation()
  const editor = useSlate()
  const button = (label: ParseKeys, Icon: Icon, onPress: () => void, pressed?: boolean, disabled?: boolean): ReactNode => (
    <button
      type="button"
      className={styles.tool}
      aria-label={t(label)}
      title={t(label)}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: a click must not move focus away.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      <Icon aria-hidden="true" />
    </button>
  )
  return (
    <div role="toolbar" aria-label={t('notes.toolbar')} className={styles.toolbar}>
      <div className={styles.group}>
        {button('notes.bold', Bold, () => toggleMark(editor, 'bold'), isMarkActive(editor, 'bold'))}
        {button('notes.italic', Italic, () => toggleMark(editor, 'italic'), isMarkActive(editor, 'italic'))}
        {button('notes.underline', Underline, () => toggleMark(editor, 'underline'), isMarkActive(editor, 'underline'))}
        {button('notes.code', Code, () => toggleMark(editor, 'code'), isMarkActive(editor, 'code'))}
      </div>
      <div className={styles.group}>
        {button('notes.heading', Heading1, () => toggleBlock(editor, 'heading'), isBlockActive(editor, 'heading'))}
        {button('notes.subheading', Heading2, () => toggleBlock(editor, 'subheading'), isBlockActive(editor, 'subheading'))}
        {button('notes.bulleted', List, () => toggleBlock(editor, 'bulleted-list'), isBlockActive(editor, 'bulleted-list'))}
        {button('notes.numbered', ListOrdered, () => toggleBlock(editor, 'numbered-list'), isBlockActive(editor, 'numbered-list'))}
      </div>
      <div className={styles.group}>
        {button('notes.outdent', IndentDecrease, () => indent(editor, -1))}
        {button('notes.indent', IndentIncrease, () => indent(editor, 1))}
      </div>
      <div className={styles.group}>
        {button('notes.undo', Undo2, () => HistoryEditor.undo(editor), undefined, editor.history.undos.length === 0)}
        {button('notes.redo', Redo2, () => HistoryEditor.redo(editor), undefined, editor.history.redos.length === 0)}
      </div>
    </div>
  )
}
