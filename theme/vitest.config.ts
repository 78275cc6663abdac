import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const fixture = (name: string) => fileURLToPath(new URL(`src/test/fixtures/${name}.ts`, import.meta.url))

// Unit tests run in jsdom against small fixture data in place of the JSON
// that portgen generates at build time.
export default defineConfig({
  resolve: {
    alias: {
      'portgen:site': fixture('site'),
      'portgen:projects': fixture('projects'),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
