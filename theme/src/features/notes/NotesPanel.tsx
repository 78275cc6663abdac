import { useSetAtom } from 'jotai'
import Download from '../../shared/icons/download'
import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Descendant, Editor } from 'slate'
import { ReactEditor } from 'slate-react'
import { loadChunkStyles } from '../../shared/styles'
import { hideToolAtom } from '../../shared/tools/tool-atoms'
import { ToolPanel } from '../../shared/tools/ToolPanel'
import controls from '../../shared/ui/controls.module.css'
import { Dialog } from '../../shared/ui/Dialog'
import { forgetDraft, readDraft, saveDraft } from './draft'
import { NoteEditor } from './NoteEditor'
import { defaultTitle, emptyNote, hasText, plainText, safeFileName, textFromDom } from './note-text'
import styles from './Notes.module.css'

await loadChunkStyles(import.meta.url)

/**
 * The note editor. The draft is kept in localStorage until it is downloaded
 * or discarded; closing with text not yet downloaded asks first.
 */
export default function NotesPanel() {
  const { t } = useTranslation()
  const hide = useSetAtom(hideToolAtom)
  const [draft] = useState(readDraft)
  const newTitle = () => defaultTitle(t('notes.note'), new Date())
  const [title, setTitle] = useState(() => draft?.title ?? newTitle())
  const [content, setContent] = useState<Descendant[]>(() => draft?.content ?? emptyNote())
  const [downloaded, setDownloaded] = useState(false)
  const [generation, setGeneration] = useState(0)
  const [confirming, setConfirming] = useState(false)
  const editor = useRef<Editor | null>(null)
  const editorRef = useCallback((e: Editor) => {
    editor.current = e
  }, [])
  const titleId = useId()
  const written = hasText(content)

  const discard = () => {
    forgetDraft()
    setContent(emptyNote())
    setTitle(newTitle())
    setDownloaded(false)
    setGeneration((g) => g + 1) // a fresh editor, with an empty history
    setConfirming(false)
    hide('editor')
  }

  const download = () => {
    const current = editor.current
    if (!current) return
    // What the page shows right now, including a word still being composed.
    let text = plainText(current.children)
    try {
      text = textFromDom(ReactEditor.toDOMNode(current, current))
    } catch {
      // The editor is not in the page: its model is all there is.
    }
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `${safeFileName(title, t('notes.note'))}.txt`
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    forgetDraft()
    setDownloaded(true)
  }

  return (
    <ToolPanel tool="editor" onClose={() => (written && !downloaded ? setConfirming(true) : discard())}>
      <div className={styles.notes}>
        {written && (
          <div className={styles.meta}>
            <label htmlFor={titleId} className="visually-hidden">
              {t('notes.title')}
            </label>
            <input
              id={titleId}
              className={`${controls.field} ${styles.title}`}
              placeholder={t('notes.title')}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value)
                setDownloaded(false)
                saveDraft({ title: event.target.value, content })
              }}
            />
            <button
              type="button"
              className={`${controls.pill} ${controls.accent}`}
              // Pressing the button must not end a composition before it is read.
              onMouseDown={(event) => event.preventDefault()}
              onClick={download}
            >
              <Download aria-hidden="true" />
              {t('notes.download')}
            </button>
          </div>
        )}
        <NoteEditor
          key={generation}
          initialValue={content}
          editorRef={editorRef}
          onChange={(value) => {
            setContent(value)
            setDownloaded(false)
            saveDraft({ title, content: value })
          }}
        />
      </div>
      {confirming && (
        <Dialog title={t('notes.sure')} variant="alert" role="alertdialog" onClose={() => setConfirming(false)}>
          <p className={styles.warning}>{t('notes.loseContent')}</p>
          <div className={styles.confirm}>
            <button type="button" className={controls.pill} onClick={() => setConfirming(false)} data-autofocus>
              {t('notes.keep')}
            </button>
            <button type="button" className={`${controls.pill} ${styles.danger}`} onClick={discard}>
              {t('notes.discard')}
            </button>
          </div>
        </Dialog>
      )}
    </ToolPanel>
  )
}
