import { Suspense, type ComponentType } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { ErrorBoundary } from '../shared/ui/ErrorBoundary'
import { Home } from '../features/home/Home'
import { Loading } from './Loading'
import { appRoutes, hasPage, type AppRoute } from './screens'

/** The pages that the entry renders itself: their routes name no module. */
const entryScreens: Partial<Record<string, ComponentType>> = { home: Home }

function screenOf(route: AppRoute): ComponentType {
  const screen = route.screen ?? entryScreens[route.page]
  if (!screen) throw new Error(`portgen.json's route of the page ${route.page} names no module, and the entry renders no such page`)
  return screen
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
