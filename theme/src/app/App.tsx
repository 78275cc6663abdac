import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { Router } from 'wouter'
import { site } from '../shared/data/site'
import { useHydrated } from '../shared/use-hydrated'
import { FloatingMenu } from '../features/menu/FloatingMenu'
import { AppRoutes } from './AppRoutes'
import { lift } from './hold'
import { RouteAnnouncer } from './RouteAnnouncer'
import { routePattern } from './route-pattern'
import { preloadScreens } from './screens'
import { UpdateNotice } from './UpdateNotice'
import { Wallpaper } from './Wallpaper'
import styles from './App.module.css'

// The tools' host loads right after the take-over: the home screen shows
// their shortcuts, not the tools.
const ToolHost = lazy(() => import('./ToolHost'))

interface AppProps {
  /** The page's path, base path included, when prerendering. */
  ssrPath?: string
  /** Called once the app has taken the page's HTML over, its handlers attached and the tools' host mounted. */
  onTakenOver?: () => void
}

/** The shell: wallpaper, the current screen, the floating menu and the tool panels. */
export function App({ ssrPath, onTakenOver }: AppProps) {
  // Rendered: the page may show (see hold-paint.ts).
  useLayoutEffect(lift, [])
  const hydrated = useHydrated()
  // What the visitor did before goes to the app once the tools' host is
  // mounted too: a tool opened before would not show.
  useEffect(() => {
    if (hydrated) onTakenOver?.()
  }, [hydrated]) // once: hydrated turns true once
  return (
    <Router base={site.base.replace(/\/$/, '')} parser={routePattern} ssrPath={ssrPath}>
      <Wallpaper />
      <Suspense fallback={null}>
        <div className={styles.screen}>
          <AppRoutes />
        </div>
        <FloatingMenu onOpen={preloadScreens} />
      </Suspense>
      {/* Nothing until a tool opens: not in the page's HTML, so that taking it over never waits for the host's chunk. */}
      {hydrated && (
        <Suspense fallback={null}>
          <ToolHost />
        </Suspense>
      )}
      <UpdateNotice />
      <RouteAnnouncer />
    </Router>
  )
}
