import { useCallback, useEffect, useMemo, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { createEditor, type Descendant, type Editor } from 'slate'
import { withHistory } from 'slate-history'
import { Editable, ReactEditor, Slate, withReact, type RenderElementProps, type RenderLeafProps, type RenderPlaceholderProps } from 'slate-react'
import { indent, indentStep, toggleMark } from './formatting'
import { withPauseBatches } from './pause-history'
import type { Mark } from './slate-types'
import { Toolbar } from './Toolbar'
import styles from './Notes.module.css'

const hotkeys: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline', '`': 'code' }

interface NoteEditorProps {
  initialValue: Descendant[]
  onChange: (value: Descendant[]) => void
  /** Receives the editor, so that Download can read it at the moment of the click. */
  editorRef: (editor: Editor) => void
}

/** The rich-text editor of a note, with its toolbar. */
export function NoteEditor({ initialValue, onChange, editorRef }: NoteEditorProps) {
  const { t } = useTranslation()
  const editor = useMemo(() => withPauseBatches(withHistory(withReact(createEditor()))), [])
  useEffect(() => {
    editorRef(editor)
  }, [editor, editorRef])

  // Slate ignores a blur that comes while it is still placing the caret
  // after an edit (its isUpdatingSelection, until the next task), and goes
  // on thinking it has focus: its next render (a keystroke in the title
  // field re-renders the panel) then put the caret, and focus with it, back
  // into the note. Whenever focus really leaves the editor, Slate is told.
  const blurWithFocus = useCallback(
    (element: HTMLDivElement | null) => {
      element?.addEventListener('focusout', (event) => {
        if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) ReactEditor.blur(editor)
      })
    },
    [editor],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return
    const key = event.key.toLowerCase()
    const mark = hotkeys[key]
    if (mark) {
      event.preventDefault()
      toggleMark(editor, mark)
    } else if (key === ']' || key === '[') {
      event.preventDefault()
      indent(editor, key === ']' ? 1 : -1)
    }
  }

  return (
    <Slate
      editor={editor}
      initialValue={initialValue}
      onChange={(value) => {
        // Selection moves change nothing worth saving.
        if (editor.operations.some((op) => op.type !== 'set_selection')) onChange(value)
      }}
    >
      <Toolbar />
      <Editable
        className={styles.editable}
        placeholder={t('notes.placeholder')}
        aria-label={t('notes.editor')}
        aria-multiline="true"
        renderElement={renderElement}
        renderLeaf={renderLeaf}
        renderPlaceholder={renderPlaceholder}
        onKeyDown={onKeyDown}
        ref={blurWithFocus}
        spellCheck
      />
    </Slate>
  )
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  const style = 'indent' in element && element.indent ? { paddingInlineStart: `${element.indent * indentStep}px` } : undefined
  switch (element.type) {
    case 'heading':
      return (
        <h3 {...attributes} style={style} className={styles.heading}>
          {children}
        </h3>
      )
    case 'subheading':
      return (
        <h4 {...attributes} style={style} className={styles.subheading}>
          {children}
        </h4>
      )
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>
    case 'list-item':
      return (
        <li {...attributes} style={style && { marginInlineStart: style.paddingInlineStart }}>
          {children}
        </li>
      )
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      )
  }
}

// Slate dims its placeholder to a third of the text's opacity, too faint to read.
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--text-muted)' }}>
      {children}
    </span>
  )
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  if (leaf.bold) children = <strong>{children}</strong>
  if (leaf.italic) children = <em>{children}</em>
  if (leaf.underline) children = <u>{children}</u>
  if (leaf.code) children = <code>{children}</code>
  return <span {...attributes}>{children}</span>
}
