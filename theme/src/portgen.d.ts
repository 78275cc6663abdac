// Modules that portgen's bundler provides at build time (see
// generator/bundle) and that vitest maps to fixtures (see vitest.config.ts).
declare module 'portgen:site' {
  const site: import('./shared/data/types').SiteData
  export default site
}

declare module 'portgen:projects' {
  const projects: import('./shared/data/types').Project[]
  export default projects
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}
