// Writes src/shared/icons/<name>.ts, one of lucide's icons, from the
// installed lucide-react's data (see src/shared/icons/icon.tsx).
//
//   node scripts/icons.mjs <name>...   adds icons, by lucide's names
//   node scripts/icons.mjs             writes every icon again (after upgrading lucide-react)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lucideIcon } from './lucide-icon.mjs'

const theme = join(dirname(fileURLToPath(import.meta.url)), '..')
const folder = join(theme, 'src', 'shared', 'icons')
const { version } = JSON.parse(readFileSync(join(theme, 'node_modules', 'lucide-react', 'package.json'), 'utf8'))

/** An attribute as the theme's code writes it: `d: '…'`, `'stroke-width': '1'`. */
const attribute = ([name, value]) => `${/^[a-z]\w*$/i.test(name) ? name : `'${name}'`}: '${String(value).replaceAll("'", "\\'")}'`

const names = process.argv.slice(2)
const all = names.length > 0 ? names : readdirSync(folder).filter((f) => /^[a-z0-9-]+\.ts$/.test(f)).map((f) => f.slice(0, -3))
for (const name of all) {
  const node = await lucideIcon(theme, name)
  const elements = node.map(([tag, attributes]) => `  ['${tag}', { ${Object.entries(attributes).map(attribute).join(', ')} }],`).join('\n')
  writeFileSync(
    join(folder, `${name}.ts`),
    `// lucide's "${name}" (lucide-react ${version}, ISC), written by scripts/icons.mjs: do not edit.
import { icon } from './icon'

export default /* @__PURE__ */ icon([
${elements}
])
`,
  )
}
console.log(`wrote ${all.length} icons from lucide-react ${version}`)
