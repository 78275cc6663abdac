import { useEffect, useId, useRef, type ReactNode } from 'react'
import X from 'lucide-react/icons/x'
import { useTranslation } from 'react-i18next'
import controls from './controls.module.css'
import styles from './Dialog.module.css'

interface DialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** "full" covers the screen; "side" is a panel along the right edge. */
  variant?: 'full' | 'side'
  className?: string
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The one modal dialog of the site, on the native <dialog>: the page behind
 * it is inert, Escape and the X button close it, Tab stays inside, and focus
 * goes back to where it was when the dialog closes. It is open while mounted.
 */
export function Dialog({ title, onClose, children, variant = 'full', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { t } = useTranslation()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null || el === document.activeElement)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[variant]} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={trapTab}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={controls.round} onClick={() => onClose()} aria-label={t('common.close')}>
          <X aria-hidden="true" />
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}
