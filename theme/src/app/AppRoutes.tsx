import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { paths } from '../shared/paths'
import { Home } from '../features/home/Home'
import { Loading } from './Loading'

// Every screen but home is its own chunk, loaded when first visited.
const Projects = lazy(() => import('../features/projects/ProjectsRoute'))
const About = lazy(() => import('../features/about/AboutRoute'))
const Docs = lazy(() => import('../features/docs/DocsRoute'))
const Settings = lazy(() => import('../features/settings/SettingsRoute'))
const NotFound = lazy(() => import('../features/not-found/NotFoundRoute'))

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={paths.home} component={Home} />
        <Route path={paths.apps} component={Projects} />
        <Route path={paths.about} component={About} />
        <Route path={paths.docs} component={Docs} />
        <Route path={paths.setting} component={Settings} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  )
}
