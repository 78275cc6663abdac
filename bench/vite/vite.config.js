// Vite's build of portgen's theme, the reference that bench/build.mjs times
// portgen against. bench/build.mjs runs `vite build <root>` on a folder it
// generates: an index.html holding the site's data from a portgen build and
// loading theme/src/main.tsx, and public/ with that build's generated data.
// The settings match portgen's esbuild options where Vite has one: ES2022
// (the theme uses top-level await), minified, code splitting as Vite does
// it, no source maps, the automatic JSX runtime.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
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
