import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = join(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('icons', () => {
  it('are imported one by one, never through the lucide-react barrel', () => {
    // The barrel makes esbuild parse thousands of modules and triples build time.
    const offenders = sourceFiles(src).filter((file) => /from ['"]lucide-react['"]/.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
    const deep = sourceFiles(src).filter((file) => /from ['"]lucide-react\/icons\/[a-z0-9-]+['"]/.test(readFileSync(file, 'utf8')))
    expect(deep.length).toBeGreaterThan(0)
  })
})
