import { useEffect, useId, useRef, type ReactNode } from 'react'
import X from '../icons/x'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import controls from './controls.module.css'
import styles from './Dialog.module.css'

interface DialogProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode
  /** The X button. */
  onClose: () => void
  /**
   * Makes the X a link to this path (below the language's, as wouter's
   * links are), which onClose follows in place: the dialog of a page of its
   * own (a project's) then closes without JavaScript too.
   */
  closeHref?: string
  /** Escape; closes by default. */
  onEscape?: () => void
  /** Whether the dialog shows; a hidden dialog keeps its content mounted. */
  open?: boolean
  /** Buttons placed before the X button in the header. */
  actions?: ReactNode
  children: ReactNode
  /** "full" covers the screen; "side" is a panel along the right edge; "alert" is a small centred box. */
  variant?: 'full' | 'side' | 'alert'
  role?: 'dialog' | 'alertdialog'
  className?: string
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/**
 * The one modal dialog of the site, on the native <dialog>: the page behind
 * it is inert, Escape and the X button close it, Tab stays inside, and focus
 * goes back to where it was when the dialog opened. A side panel or an
 * alert also closes when its backdrop is clicked. It shows while `open`
 * (by default, while mounted). Focus starts on the element marked
 * data-autofocus, else on the first control. In a prerendered page (a
 * project's) it shows before the app runs, and without JS: data-shown
 * displays it until showModal() opens it.
 */
export function Dialog({
  title,
  onClose,
  closeHref,
  onEscape = onClose,
  open = true,
  actions,
  children,
  variant = 'full',
  role = 'dialog',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { t } = useTranslation()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    // A dialog opened inside this one traps its own Tab.
    if (event.key !== 'Tab' || !dialog || (document.activeElement as Element | null)?.closest('dialog') !== dialog) return
    const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
      (el) => el.closest('dialog') === dialog && (el.offsetParent !== null || el === document.activeElement),
    )
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
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={`${styles.dialog} ${styles[variant]} ${className ?? ''}`}
      aria-labelledby={titleId}
      data-shown={open || undefined}
      onCancel={(event) => {
        event.preventDefault()
        if (event.target === ref.current) onEscape()
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        const dialog = ref.current
        if (variant === 'full' || event.target !== dialog || !dialog) return
        const box = dialog.getBoundingClientRect()
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
        if (!inside) onEscape()
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions}
        {closeHref === undefined ? (
          <button type="button" className={controls.round} onClick={onClose} aria-label={t('common.close')}>
            <X aria-hidden="true" />
          </button>
        ) : (
          <Link
            href={closeHref}
            className={controls.round}
            aria-label={t('common.close')}
            onClick={(event) => {
              event.preventDefault()
              onClose()
            }}
          >
            <X aria-hidden="true" />
          </Link>
        )}
      </header>
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}
