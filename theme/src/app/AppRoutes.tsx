import { Suspense, type ComponentType } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { ErrorBoundary } from '../shared/ui/ErrorBoundary'
import { Loading } from './Loading'
import { appRoutes, hasPage, type AppRoute } from './screens'

/**
 * A route's screen, its module's: the home screen's too, which is not in the
 * entry, so that no other page loads it (see app/App.tsx's Tools).
 */
function screenOf(route: AppRoute): ComponentType {
  if (!route.screen) throw new Error(`portgen.json's route of the page ${route.page} names no module`)
  return route.screen
}

/**
 * The current screen, by the routes of portgen.json. One that crashes, or
 * does not load, says so; the menu still leads elsewhere. A site without a
 * résumé has no /resume/.
 */
export function AppRoutes() {
  const [location] = useLocation()
  return (
    <ErrorBoundary resetKey={location} message="common.crashed" hint="common.crashedHint">
      <Suspense fallback={<Loading />}>
        <Switch>
          {appRoutes.filter(hasPage).map((route) => (
            // Keyed by module: from the list to a project's page, the same screen stays mounted.
            <Route key={route.module ?? route.page} path={route.path} component={screenOf(route)} />
          ))}
        </Switch>
      </Suspense>
    </ErrorBoundary>
  )
}
