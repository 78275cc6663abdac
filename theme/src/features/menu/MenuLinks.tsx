import { useEffect, useRef } from 'react'
import FileText from '../../shared/icons/file-text'
import FolderKanban from '../../shared/icons/folder-kanban'
import House from '../../shared/icons/house'
import Settings from '../../shared/icons/settings'
import User from '../../shared/icons/user'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { isCurrent, paths, type Page } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import styles from './MenuLinks.module.css'

await loadChunkStyles(import.meta.url)

// Five items: the résumé is reached from About and Documents.
const items: { page: Exclude<Page, 'resume'>; Icon: typeof House }[] = [
  { page: 'home', Icon: House },
  { page: 'apps', Icon: FolderKanban },
  { page: 'about', Icon: User },
  { page: 'docs', Icon: FileText },
  { page: 'setting', Icon: Settings },
]

/**
 * The expanded menu: its five links, the current page marked and focused as
 * they appear, and what collapses it: choosing a link, Escape (focus back on
 * the toggle), a click outside, or Tab out of it. It loads with the first
 * idle moment, not with the home screen, which shows the collapsed menu only.
 */
export default function MenuLinks({ onCollapse }: { onCollapse: (refocus: boolean) => void }) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const focused = useRef<HTMLAnchorElement>(null)
  const currentPage = items.find(({ page }) => isCurrent(location, paths[page]))?.page ?? items[0]!.page

  useEffect(() => {
    focused.current?.focus()
    const menu = focused.current?.closest('nav')
    if (!menu) return
    const outside = (target: EventTarget | null) => !menu.contains(target as Node | null)
    const onPointerDown = (event: PointerEvent) => outside(event.target) && onCollapse(false)
    const onFocusOut = (event: FocusEvent) => event.relatedTarget && outside(event.relatedTarget) && onCollapse(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onCollapse(true)
    }
    document.addEventListener('pointerdown', onPointerDown)
    menu.addEventListener('focusout', onFocusOut)
    menu.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      menu.removeEventListener('focusout', onFocusOut)
      menu.removeEventListener('keydown', onKeyDown)
    }
  }, [onCollapse])

  return items.map(({ page, Icon }) => {
    const current = isCurrent(location, paths[page])
    return (
      <li key={page}>
        <Link
          ref={page === currentPage ? focused : undefined}
          href={paths[page]}
          className={`${controls.round} ${styles.item}`}
          aria-current={current ? 'page' : undefined}
          aria-label={t(`menu.${page}`)}
          title={t(`menu.${page}`)}
          onClick={() => onCollapse(true)}
        >
          <Icon aria-hidden="true" />
        </Link>
      </li>
    )
  })
}
