import Search from '../../shared/icons/search'
import X from '../../shared/icons/x'
import { memo, type Ref, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation, useRoute } from 'wouter'
import type { Project } from '../../shared/data/types'
import { useLocalized } from '../../shared/i18n/use-localized'
import { paths, projectPath, projectRoute, tagPath, tagRoute } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import { Picture } from '../../shared/ui/Picture'
import { Screen } from '../../shared/ui/Screen'
import { TagFilter } from '../../shared/ui/TagFilter'
import { useDocumentTitle } from '../../shared/use-document-title'
import { useHydrated } from '../../shared/use-hydrated'
import { loadProjects, useProjects } from './projects-data'
import { ProjectPopup } from './ProjectPopup'
import { RepositoryFacts } from './RepositoryFacts'
import { searchProjects } from './search'
import { countTags } from '../../shared/count-tags'
import styles from './Projects.module.css'

/**
 * How many cards a project's own page shows behind its popup while it is
 * prerendered and taken over: a screen's worth. The rest follow once the app
 * runs, so that each of a thousand project pages is not a copy of the whole
 * list, and portgen renders a project's page again only when it or these
 * first projects change. portgen reads the same number from portgen.json
 * (the project route's "summary"); a test keeps the two equal.
 */
export const listSummary = 24

// The screen's module resolves once its styles and its data are in, so that
// it renders complete.
await Promise.all([loadProjects(), loadChunkStyles(import.meta.url)])

/** One card of the list, rendered again only when its project or title changes. */
const ProjectCard = memo(function ProjectCard({ project, title }: { project: Project; title: string }) {
  // Named by its title alone; its repository's facts describe it.
  const id = useId()
  const facts = project.repository && { 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-facts` }
  return (
    <li>
      <Link href={projectPath(project.slug)} state={{ fromList: true }} className={styles.card} data-slug={project.slug} aria-haspopup="dialog" {...facts}>
        <Picture image={project.icon} sizes="3rem" alt="" className={styles.icon} loading="lazy" />
        <div className={styles.cardText}>
          <span className={styles.cardTitle} id={`${id}-title`}>
            {title}
          </span>
          {project.repository && <RepositoryFacts repository={project.repository} compact id={`${id}-facts`} />}
        </div>
      </Link>
    </li>
  )
})

/** The cards, rendered again only when the projects they show change. */
const ProjectList = memo(function ProjectList({ projects, listRef }: { projects: Project[]; listRef: Ref<HTMLUListElement> }) {
  const localized = useLocalized()
  return (
    <ul className={styles.list} ref={listRef}>
      {projects.map((project) => (
        <ProjectCard key={project.slug} project={project} title={localized(project.title)} />
      ))}
    </ul>
  )
})

/**
 * /apps: search the projects. A project opens in a popup at its own URL,
 * /apps/<slug>/, which is also a real page of the site: Back or Close
 * returns to the list.
 */
export default function ProjectsRoute() {
  const { t } = useTranslation()
  const localized = useLocalized()
  // What the visitor typed in the search box; searching while it is not
  // empty. The screen's own state, kept while it stays mounted: from the
  // list to a project's page or a technology's and back (see AppRoutes).
  const [query, setQuery] = useState('')
  const [, params] = useRoute<{ slug: string }>(projectRoute)
  const [, tagParams] = useRoute<{ slug: string }>(tagRoute)
  const chosen = tagParams?.slug
  const [, navigate] = useLocation()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const statusId = useId()
  const hydrated = useHydrated()
  const projects = useProjects()

  // The box shows each keystroke at once, and an open project's popup each
  // change to it (a save under portgen serve); the list behind follows when
  // the browser has time, and its cards that did not change are not
  // rendered again.
  const deferredQuery = useDeferredValue(query)
  const listed = useDeferredValue(projects)
  // The chips count every project; the list shows those of the chosen
  // technology that the search finds.
  const tags = useMemo(() => countTags(listed), [listed])
  const tagged = useMemo(() => (chosen ? listed.filter((p) => p.tags.some((tag) => tag.slug === chosen)) : listed), [listed, chosen])
  const found = useMemo(() => searchProjects(tagged, deferredQuery, (p) => localized(p.title)), [tagged, deferredQuery, localized])
  const open = params ? projects.find((p) => p.slug === params.slug) : undefined
  const searching = query.trim() !== ''
  const summary = open !== undefined && !hydrated
  const shown = useMemo(() => (summary ? found.slice(0, listSummary) : found), [summary, found])
  useDocumentTitle(open ? 'project' : 'apps', open && { title: localized(open.title) }, open ? undefined : tags.find((tag) => tag.slug === chosen)?.name)

  // Opened from its own URL, the popup had no card to return focus to.
  const lastOpen = useRef(open?.slug)
  useEffect(() => {
    if (open) lastOpen.current = open.slug
    else if (lastOpen.current && document.activeElement === document.body) {
      list.current?.querySelector<HTMLElement>(`[data-slug="${lastOpen.current}"]`)?.focus()
    }
  }, [open])

  if ((params && !open) || (chosen && !tags.some((tag) => tag.slug === chosen))) return <Redirect to={paths.apps} replace />
  const close = () => {
    if ((window.history.state as { fromList?: boolean } | null)?.fromList) window.history.back()
    else navigate(paths.apps, { replace: true })
  }

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
      <TagFilter
        label={t('projects.filter')}
        tags={tags}
        chosen={chosen}
        allHref={paths.apps}
        hrefOf={tagPath}
        className={styles.filter}
      />
      <p id={statusId} className={searching && found.length === 0 ? styles.notFound : 'visually-hidden'} role="status">
        {searching ? (found.length === 0 ? t('projects.notFound') : t('projects.results', { count: found.length })) : ''}
      </p>
      <ProjectList projects={shown} listRef={list} />
      {open && <ProjectPopup project={open} onClose={close} />}
    </Screen>
  )
}
