// Vite's build of portgen's theme, the reference that bench/build.mjs times
// portgen against. bench/build.mjs runs `vite build <root>` on a folder it
// generates: an index.html holding the site's data from a portgen build and
// loading theme/src/main.tsx, and public/ with that build's generated data.
// The settings match portgen's esbuild options where Vite has one: ES2022
// (the theme uses top-level await), minified, code splitting as Vite does
// it, no source maps, the automatic JSX runtime, and the aliases of the
// theme's portgen.json, so that both bundle the same modules.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const theme = fileURLToPath(new URL('../../theme/', import.meta.url))
const manifest = JSON.parse(readFileSync(resolve(theme, 'portgen.json'), 'utf8'))
// Each alias matches its import exactly: the manifest lists the subpaths it
// replaces, and a string `find` in Vite would also take "shim/index.js" for
// a subpath of "shim".
const exactly = (path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
const alias = Object.entries(manifest.alias ?? {}).map(([find, to]) => ({
  find: exactly(find),
  replacement: to.startsWith('.') ? resolve(theme, to) : to,
}))

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  // One known place, so that a cold build can remove it.
  cacheDir: fileURLToPath(new URL('node_modules/.vite', import.meta.url)),
  logLevel: 'warn',
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: false,
    emptyOutDir: true,
  },
})
