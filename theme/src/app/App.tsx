import { lazy, Suspense } from 'react'
import { Router } from 'wouter'
import { site } from '../shared/data/site'
import { FloatingMenu } from '../features/menu/FloatingMenu'
import { AppRoutes } from './AppRoutes'
import { RouteAnnouncer } from './RouteAnnouncer'
import { routePattern } from './route-pattern'
import { UpdateNotice } from './UpdateNotice'
import { Wallpaper } from './Wallpaper'
import styles from './App.module.css'

// The tools' host loads right after the first render: the home screen shows
// their shortcuts, not the tools.
const ToolHost = lazy(() => import('./ToolHost'))

/** The shell: wallpaper, the current screen, the floating menu and the tool panels. */
export function App() {
  return (
    <Router base={site.base.replace(/\/$/, '')} parser={routePattern}>
      <Wallpaper />
      <Suspense fallback={null}>
        <div className={styles.screen}>
          <AppRoutes />
        </div>
        <FloatingMenu />
      </Suspense>
      <Suspense fallback={null}>
        <ToolHost />
      </Suspense>
      <UpdateNotice />
      <RouteAnnouncer />
    </Router>
  )
}
