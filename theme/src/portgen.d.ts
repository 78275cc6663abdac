// CSS modules, bundled by esbuild's local-css loader.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}

// The module of each route of portgen.json, by its path there, imported on
// demand: made from the manifest by portgen's bundler, and by vitest.config.ts.
declare module 'portgen:screens' {
  const screens: Readonly<Record<string, () => Promise<{ default: import('react').ComponentType; preload?: (language: string) => Promise<unknown> }>>>
  export default screens
}
