import { Suspense, useEffect, useId, useRef, useState } from 'react'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import { useTranslation } from 'react-i18next'
import { preloadable, whenIdle } from '../../shared/preloadable'
import styles from './FloatingMenu.module.css'

const MenuLinks = preloadable(() => import('./MenuLinks'))

/**
 * The round menu floating at the bottom. Collapsed it is a 70×70 button;
 * expanded, a bar of five links. A click outside, Escape, leaving it with
 * Tab or choosing a link collapses it.
 */
export function FloatingMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => whenIdle(() => void MenuLinks.preload()), [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const collapse = () => {
    setOpen(false)
    // The toggle comes back in place of the links: keep focus on it.
    requestAnimationFrame(() => toggle.current?.focus())
  }

  return (
    <nav
      ref={root}
      className={`${styles.menu} ${open ? styles.open : ''}`}
      aria-label={t('menu.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          collapse()
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false)
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('menu.toggle')}
        hidden={open}
        onClick={() => setOpen(true)}
      >
        <LayoutGrid aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.items} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <MenuLinks onChoose={collapse} />
          </Suspense>
        )}
      </ul>
    </nav>
  )
}
