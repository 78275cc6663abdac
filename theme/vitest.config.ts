import { defineConfig } from 'vitest/config'

// Unit tests run in jsdom; src/test/setup.ts puts small fixture data where
// portgen puts the site's data (the page, and the projects' JSON).
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
