import { useEffect, useRef } from 'react'
import FileText from '../../shared/icons/file-text'
import FolderKanban from '../../shared/icons/folder-kanban'
import House from '../../shared/icons/house'
import Newspaper from '../../shared/icons/newspaper'
import Settings from '../../shared/icons/settings'
import User from '../../shared/icons/user'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { blogPath } from '../../shared/blog-paths'
import { site } from '../../shared/data/site'
import { hrefIn, useSwitchLanguage } from '../../shared/i18n/switch-language'
import { isCurrent, paths, type Page } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import styles from './FloatingMenu.module.css'

await loadChunkStyles(import.meta.url)

/** A link of the menu: where it leads, what it is named, its icon. */
type Item = { path: string; label: ParseKeys; Icon: typeof House }

const item = (page: Exclude<Page, 'resume'>, Icon: typeof House): Item => ({ path: paths[page], label: `menu.${page}`, Icon })

/**
 * The links: five, six on a site with posts, the blog's after the
 * projects; a site without posts shows no blog anywhere. The résumé is
 * reached from About and Documents.
 */
const itemsOf = (hasPosts: boolean): Item[] => [
  item('home', House),
  item('apps', FolderKanban),
  ...(hasPosts ? [{ path: blogPath, label: 'blog.title', Icon: Newspaper } as const] : []),
  item('about', User),
  item('docs', FileText),
  item('setting', Settings),
]

/**
 * The expanded menu: its five or six links, the current page marked and
 * focused as they appear, then this page in each language of the site
 * (none on a site of one language); and what collapses it: choosing a link, Escape (focus
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
  const items = itemsOf(site.posts !== undefined)
  const currentPath = items.find(({ path }) => isCurrent(location, path))?.path ?? items[0]!.path
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
        {items.map(({ path, label, Icon }) => (
          <li key={path}>
            <Link
              ref={path === currentPath ? focused : undefined}
              href={path}
              className={`${controls.round} ${styles.item}`}
              aria-current={isCurrent(location, path) ? 'page' : undefined}
              aria-label={t(label)}
              title={t(label)}
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
