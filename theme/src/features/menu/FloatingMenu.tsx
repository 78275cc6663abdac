import { useEffect, useId, useRef, useState } from 'react'
import FileText from 'lucide-react/icons/file-text'
import FolderKanban from 'lucide-react/icons/folder-kanban'
import House from 'lucide-react/icons/house'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import Settings from 'lucide-react/icons/settings'
import User from 'lucide-react/icons/user'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { isCurrent, paths, type Page } from '../../shared/paths'
import controls from '../../shared/ui/controls.module.css'
import styles from './FloatingMenu.module.css'

const items: { page: Page; Icon: typeof House }[] = [
  { page: 'home', Icon: House },
  { page: 'apps', Icon: FolderKanban },
  { page: 'about', Icon: User },
  { page: 'docs', Icon: FileText },
  { page: 'setting', Icon: Settings },
]

/**
 * The round menu floating at the bottom. Collapsed it is a 70×70 button;
 * expanded, a bar of five links. A click outside, Escape, leaving it with
 * Tab or choosing a link collapses it.
 */
export function FloatingMenu() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    root.current?.querySelector<HTMLElement>('[aria-current="page"], a')?.focus()
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
        {items.map(({ page, Icon }) => {
          const current = isCurrent(location, paths[page])
          return (
            <li key={page}>
              <Link
                href={paths[page]}
                className={`${controls.round} ${styles.item}`}
                aria-current={current ? 'page' : undefined}
                aria-label={t(`menu.${page}`)}
                title={t(`menu.${page}`)}
                onClick={collapse}
              >
                <Icon aria-hidden="true" />
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
