import { Suspense, useLayoutEffect } from 'react'
import { Router } from 'wouter'
import { site } from '../shared/data/site'
import { FloatingMenu } from '../features/menu/FloatingMenu'
import { AppRoutes } from './AppRoutes'
import { lift } from './hold'
import { RouteAnnouncer } from './RouteAnnouncer'
import { routePattern } from './route-pattern'
import { preloadScreens, ToolHost } from './screens'
import { UpdateNotice } from './UpdateNotice'
import { Wallpaper } from './Wallpaper'
import styles from './App.module.css'


/**
 * The shell: wallpaper, the current screen, the floating menu and the tool
 * panels. Prerendering gives the page's path, base path included.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  // Rendered: the page may show (see hold-paint.ts).
  useLayoutEffect(lift, [])
  return (
    <Router base={site.base.replace(/\/$/, '')} parser={routePattern} ssrPath={ssrPath}>
      <Wallpaper />
      <Suspense fallback={null}>
        <div className={styles.screen}>
          <AppRoutes />
        </div>
        <FloatingMenu onOpen={preloadScreens} />
      </Suspense>
      <Suspense fallback={null}>
        <ToolHost />
      </Suspense>
      <UpdateNotice />
      <RouteAnnouncer />
    </Router>
  )
}
