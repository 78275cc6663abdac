// An icon's drawing as lucide-react holds it, without React's keys: what
// scripts/icons.mjs writes (icons.test.tsx compares the drawn markup).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export async function lucideIcon(theme, name) {
  const file = join(theme, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons', `${name}.mjs`)
  // An old name (music) re-exports the icon it became (eighth-notes).
  const alias = readFileSync(file, 'utf8').match(/export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/)
  if (alias) return lucideIcon(theme, alias[1])
  const { __iconData } = await import(pathToFileURL(file).href)
  return __iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
}
