import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocalized } from '../../shared/i18n/use-localized'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import { Screen } from '../../shared/ui/Screen'
import { useDocumentTitle } from '../../shared/use-document-title'
import { openProjectAtom, queryAtom, toggleProjectAtom } from './projects-atoms'
import { loadProjects } from './projects-data'
import { ProjectPopup } from './ProjectPopup'
import { searchProjects } from './search'
import styles from './Projects.module.css'

// The screen's module resolves once its styles and its data are in, so that
// it renders complete.
const [projects] = await Promise.all([loadProjects(), loadChunkStyles(import.meta.url)])

/** /apps: search the projects and open one in a popup. */
export default function ProjectsRoute() {
  const { t } = useTranslation()
  const localized = useLocalized()
  useDocumentTitle('apps')
  const [query, setQuery] = useAtom(queryAtom)
  const openSlug = useAtomValue(openProjectAtom)
  const toggle = useSetAtom(toggleProjectAtom)
  const input = useRef<HTMLInputElement>(null)
  const statusId = useId()

  const found = useMemo(() => searchProjects(projects, query, (p) => localized(p.title)), [query, localized])
  const open = projects.find((p) => p.slug === openSlug)
  const searching = query.trim() !== ''

  return (
    <Screen title={t('projects.title')}>
      <form
        role="search"
        className={controls.searchBar}
        onSubmit={(event) => {
          event.preventDefault()
          setQuery(input.current?.value ?? '')
        }}
      >
        <input
          ref={input}
          type="search"
          aria-label={t('projects.search')}
          placeholder={t('projects.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={statusId}
          enterKeyHint="search"
        />
        {query && (
          <button
            type="button"
            className={controls.round}
            aria-label={t('projects.clear')}
            onClick={() => {
              setQuery('')
              input.current?.focus()
            }}
          >
            <X aria-hidden="true" />
          </button>
        )}
        <button type="submit" className={`${controls.pill} ${controls.accent} ${styles.searchButton}`}>
          <Search aria-hidden="true" />
          <span className={styles.searchLabel}>{t('projects.searchButton')}</span>
        </button>
      </form>
      <p id={statusId} className={searching && found.length === 0 ? styles.notFound : 'visually-hidden'} role="status">
        {searching ? (found.length === 0 ? t('projects.notFound') : t('projects.results', { count: found.length })) : ''}
      </p>
      <ul className={styles.list}>
        {found.map((project) => (
          <li key={project.slug}>
            <button type="button" className={styles.card} onClick={() => toggle(project.slug)} aria-haspopup="dialog">
              <img src={project.icon.src} width={48} height={48} alt="" className={styles.icon} loading="lazy" />
              <span className={styles.cardTitle}>{localized(project.title)}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <ProjectPopup project={open} onClose={() => toggle(open.slug)} />}
    </Screen>
  )
}
