import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import LayoutGrid from '../../shared/icons/layout-grid'
import { useTranslation } from 'react-i18next'
import { preloadable, whenIdle } from '../../shared/preloadable'
import { onDesktop } from '../../shared/use-media-query'
import styles from './FloatingMenu.module.css'

const MenuLinks = preloadable(() => import('./MenuLinks'))
const preloadLinks = () => void MenuLinks.preload().catch(() => {}) // a failure shows when the menu opens

/** Loads the menu's links, which a prerendered page holds for a visitor without JavaScript. */
export const preloadMenuLinks = () => MenuLinks.preload()

/**
 * The round menu floating at the bottom. Collapsed it is a 70×70 button;
 * expanded, a bar of five or six links. A click outside, Escape, leaving it with
 * Tab or choosing a link collapses it. Its links load at idle on a desktop,
 * on a phone as the finger touches the button; onOpen lets the app fetch
 * the screens they lead to.
 *
 * A page without JavaScript shows the menu expanded, its links and the
 * page's other languages there from the page's HTML (a <noscript> that the
 * app leaves as it is, without loading the links: see global.css).
 */
export function FloatingMenu({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (onDesktop()) whenIdle(preloadLinks)
  }, [])

  const collapse = useCallback((refocus: boolean) => {
    setOpen(false)
    // The toggle comes back in place of the links: keep focus on it.
    if (refocus) requestAnimationFrame(() => toggle.current?.focus())
  }, [])

  return (
    <nav className={`${styles.menu} ${open ? styles.open : ''}`} aria-label={t('menu.label')}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('menu.toggle')}
        hidden={open}
        onPointerDown={preloadLinks}
        onFocus={preloadLinks}
        onClick={() => {
          setOpen(true)
          onOpen?.()
        }}
      >
        <LayoutGrid aria-hidden="true" />
      </button>
      <div id={listId} className={styles.expanded} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <MenuLinks onCollapse={collapse} />
          </Suspense>
        )}
      </div>
      <noscript>
        <div className={`${styles.expanded} ${styles.withoutScript}`}>
          <MenuLinks />
        </div>
      </noscript>
    </nav>
  )
}
