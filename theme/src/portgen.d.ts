// CSS modules, bundled by esbuild's local-css loader.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}
