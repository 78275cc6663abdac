import { Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { site } from '../shared/data/site'
import { paths, projectRoute } from '../shared/paths'
import { ErrorBoundary } from '../shared/ui/ErrorBoundary'
import { Home } from '../features/home/Home'
import { Loading } from './Loading'
import { screens } from './screens'

/**
 * The current screen. One that crashes, or does not load, says so; the menu
 * still leads elsewhere. A site without a résumé has no /resume/.
 */
export function AppRoutes() {
  const [location] = useLocation()
  return (
    <ErrorBoundary resetKey={location} message="common.crashed" hint="common.crashedHint">
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path={paths.home} component={Home} />
          <Route path={paths.apps} component={screens.apps} />
          <Route path={projectRoute} component={screens.apps} />
          <Route path={paths.about} component={screens.about} />
          <Route path={paths.docs} component={screens.docs} />
          <Route path={paths.setting} component={screens.setting} />
          {site.resume && <Route path={paths.resume} component={screens.resume} />}
          <Route component={screens.notFound} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  )
}
