import { useEffect, useRef } from 'react'
import FileText from '../../shared/icons/file-text'
import FolderKanban from '../../shared/icons/folder-kanban'
import House from '../../shared/icons/house'
import Settings from '../../shared/icons/settings'
import User from '../../shared/icons/user'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { site } from '../../shared/data/site'
import { hrefIn, useSwitchLanguage } from '../../shared/i18n/switch-language'
import { isCurrent, paths, type Page } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import styles from './FloatingMenu.module.css'

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
 * they appear, then this page in each language of the site (none on a site
 * of one language); and what collapses it: choosing a link, Escape (focus
 * back on the toggle), a click outside, or Tab out of it. It loads with the
 * first idle moment, not with the home screen, which shows the collapsed
 * menu only. Without onCollapse it is the menu that a page without
 * JavaScript shows, always expanded (see FloatingMenu).
 */
export default function MenuLinks({ onCollapse }: { onCollapse?: (refocus: boolean) => void }) {
  const { t, i18n } = useTranslation()
  const [location] = useLocation()
  const switchTo = useSwitchLanguage()
  const focused = useRef<HTMLAnchorElement>(null)
  const currentPage = items.find(({ page }) => isCurrent(location, paths[page]))?.page ?? items[0]!.page
  // The not-found page, as prerendered, is at its own file, no page to go to in another language: their home is.
  const here = location.endsWith('/404.html') ? paths.home : location

  useEffect(() => {
    if (!onCollapse) return
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

  return (
    <>
      <ul className={styles.items}>
        {items.map(({ page, Icon }) => (
          <li key={page}>
            <Link
              ref={page === currentPage ? focused : undefined}
              href={paths[page]}
              className={`${controls.round} ${styles.item}`}
              aria-current={isCurrent(location, paths[page]) ? 'page' : undefined}
              aria-label={t(`menu.${page}`)}
              title={t(`menu.${page}`)}
              onClick={() => onCollapse?.(true)}
            >
              <Icon aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {site.languages.length > 1 && (
        <ul className={styles.languages} aria-label={t('settings.language')}>
          {site.languages.map((language) => (
            <li key={language.code}>
              <a
                href={hrefIn(language, here)}
                hrefLang={language.code}
                lang={language.code}
                className={styles.language}
                aria-current={language.code === i18n.resolvedLanguage || undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                  event.preventDefault()
                  onCollapse?.(true)
                  void switchTo(language)
                }}
              >
                {language.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
