import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { paths, projectRoute } from '../shared/paths'
import { Home } from '../features/home/Home'
import { Loading } from './Loading'
import { screens } from './screens'

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={paths.home} component={Home} />
        <Route path={paths.apps} component={screens.apps} />
        <Route path={projectRoute} component={screens.apps} />
        <Route path={paths.about} component={screens.about} />
        <Route path={paths.docs} component={screens.docs} />
        <Route path={paths.setting} component={screens.setting} />
        <Route component={screens.notFound} />
      </Switch>
    </Suspense>
  )
}
