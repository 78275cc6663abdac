import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Router, useLocation } from 'wouter'
import { site } from '../shared/data/site'
import { splitPath } from '../shared/i18n/page-language'
import { whenToolAsked } from '../shared/tools/open-tool'
import type { PanelLoaders } from './ToolHost'
import { FloatingMenu } from '../features/menu/FloatingMenu'
import { AppRoutes } from './AppRoutes'
import { RouteAnnouncer } from './RouteAnnouncer'
import { routePattern } from './route-pattern'
import { preloadScreens } from './screens'
import { UpdateNotice } from './UpdateNotice'
import { Wallpaper } from './Wallpaper'
import styles from './App.module.css'

// The tools' host loads with the first tool asked for (see Tools).
const ToolHost = lazy(() => import('./ToolHost'))

/**
 * Each tool's panel, a chunk of its own, fetched when the tool is first
 * asked for: by Tools, as it fetches the tools' host, so that a first open
 * waits for one round trip, not two; and by the host, which renders it.
 * Here, in the entry, so that no chunk is made for them alone.
 */
const panelLoaders: PanelLoaders = {
  editor: () => import('../features/notes/NotesPanel'),
  weather: () => import('../features/weather/WeatherPanel'),
  music: () => import('../features/music/MusicPanel'),
  mathApp: () => import('../features/maths/MathsPanel'),
}

interface AppProps {
  /** The path, base path included, that the page's HTML is rendered for: prerendering and taking the HTML over render it, not the address's. */
  ssrPath?: string
  /** Called once the app has taken the page's HTML over, its handlers attached. */
  onTakenOver?: () => void
}

/** The shell: wallpaper, the current screen, the floating menu and the tool panels. */
export function App({ ssrPath, onTakenOver }: AppProps) {
  const takenOver = useTakenOver()
  // What the visitor did before goes to the app once it has taken the page over.
  useEffect(() => {
    if (takenOver) onTakenOver?.()
  }, [takenOver]) // once: it turns true once
  return (
    <Router base={site.base.replace(/\/$/, '')} parser={routePattern} ssrPath={ssrPath}>
      <InLanguage>
        <Wallpaper />
        <Suspense fallback={null}>
          <div className={styles.screen}>
            <AppRoutes />
          </div>
          <FloatingMenu onOpen={preloadScreens} />
        </Suspense>
        {/* Not in the page's HTML, so that taking it over never waits for the host's chunk. */}
        {takenOver && <Tools />}
        <UpdateNotice />
        <RouteAnnouncer />
      </InLanguage>
    </Router>
  )
}

/**
 * The tools' host, from the first tool asked for (openTool), which it opens
 * as it mounts, or on a page whose address names one (?tool=, which it
 * reads). It stays mounted after, so that an open tool stays open on every
 * screen. No page fetches it before: each, the home screen with its
 * shortcuts included, stays within its JS budget.
 */
function Tools() {
  const [wanted, setWanted] = useState(() => location.search.includes('tool='))
  useEffect(
    () =>
      whenToolAsked((tool) => {
        setWanted(true)
        // The panel's chunk with the host's, not after it: a failure shows as the host opens the tool.
        panelLoaders[tool]().catch(() => {})
      }),
    [],
  )
  return (
    wanted && (
      <Suspense fallback={null}>
        <ToolHost loaders={panelLoaders} />
      </Suspense>
    )
  )
}

/**
 * False in the page's HTML and while the app takes it over, true once it
 * has. Turning true renders the whole app again, which also hydrates what
 * the take-over left for later (a <Suspense> boundary): what the visitor did
 * meanwhile is replayed on an app that runs everywhere. That render is a
 * transition, done in slices that leave the main thread to the visitor, where
 * useSyncExternalStore's (useHydrated) would be one task, some 100 ms on a
 * slow phone (Lighthouse's Total Blocking Time).
 */
function useTakenOver(): boolean {
  const [takenOver, setTakenOver] = useState(false)
  useEffect(() => startTransition(() => setTakenOver(true)), [])
  return takenOver
}

/**
 * The pages of the language that the path is in: routes and links below
 * its path ("/pt/"), the interface in it. A path in another language (the
 * visitor switched, or went back to a page in the language before) changes
 * the interface's language before that page paints.
 */
function InLanguage({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  const { language } = splitPath(location)
  const { i18n } = useTranslation()
  useLayoutEffect(() => {
    if (i18n.resolvedLanguage !== language.code) void i18n.changeLanguage(language.code)
  }, [i18n, language])
  return <Router base={language.path.slice(site.base.length - 1, -1)}>{children}</Router>
}
