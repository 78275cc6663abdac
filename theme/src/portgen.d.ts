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

// What portgen's bundler defines (generator/internal/bundle/bundle.go):
// PORTGEN_SERVE is true in the bundle that portgen serve shows and false in
// a build, which leaves out the code behind it: the take-ins of the files
// saved while a page is open, which only serve's live reload and editor send.
interface ImportMetaEnv {
  readonly PORTGEN_SERVE: boolean
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}

// An SVG file that the code imports: its URL under the site's base path,
// the file written to assets/ under its content hash (esbuild's file loader).
declare module '*.svg' {
  const url: string
  export default url
}
