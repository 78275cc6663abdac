import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root, whose starter content, theme and bin/portgen the copies are made from. */
export const repo = fileURLToPath(new URL('../..', import.meta.url))

/** A copy that portgen serve shows: its folder, and what serve has printed so far. */
export interface ServedCopy {
  dir: string
  output: string
}

/**
 * `portgen serve` on a copy of the starter content and of the theme, which a
 * spec file's tests edit as an owner would: made and started before the
 * file's first test, stopped (it must say so) and removed after its last.
 */
export function serveACopy(name: string, port: number): ServedCopy {
  const copy: ServedCopy = { dir: '', output: '' }
  let serve: ChildProcess
  test.beforeAll(async () => {
    copy.dir = mkdtempSync(join(tmpdir(), `portgen-${name}-e2e-`))
    cpSync(join(repo, 'content'), join(copy.dir, 'content'), { recursive: true })
    for (const entry of ['src', 'portgen.json', 'package.json', 'package-lock.json', 'patches', 'tsconfig.json']) {
      cpSync(join(repo, 'theme', entry), join(copy.dir, 'theme', entry), { recursive: true })
    }
    symlinkSync(join(repo, 'theme', 'node_modules'), join(copy.dir, 'theme', 'node_modules'))
    const args = ['serve', '--content', 'content', '--theme', 'theme', '--port', String(port)]
    serve = spawn(join(repo, 'bin', 'portgen'), args, { cwd: copy.dir })
    serve.stdout?.on('data', (chunk) => (copy.output += chunk))
    serve.stderr?.on('data', (chunk) => (copy.output += chunk))
    await expect.poll(() => copy.output, { timeout: 60_000 }).toContain('Serving at')
  })
  test.afterAll(async () => {
    serve.kill('SIGINT')
    await new Promise((resolve) => serve.once('exit', resolve))
    expect(copy.output).toContain('Stopped.')
    rmSync(copy.dir, { recursive: true, force: true })
  })
  return copy
}
