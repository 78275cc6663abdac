// Writes src/shared/i18n/resources.d.ts: the type of the English interface
// strings (content/locales/en.yaml), so that tsc rejects a translation key
// that does not exist. npm run typecheck runs it first.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const theme = join(dirname(fileURLToPath(import.meta.url)), '..')
const english = parse(readFileSync(join(theme, '..', 'content', 'locales', 'en.yaml'), 'utf8'))

const type = (node, indent) => {
  if (typeof node === 'string') return 'string'
  const pad = '  '.repeat(indent)
  const fields = Object.entries(node).map(([key, value]) => `${pad}  ${JSON.stringify(key)}: ${type(value, indent + 1)}`)
  return `{\n${fields.join('\n')}\n${pad}}`
}

writeFileSync(
  join(theme, 'src', 'shared', 'i18n', 'resources.d.ts'),
  `// Generated from content/locales/en.yaml by scripts/locale-types.mjs, which
// npm run typecheck runs: do not edit. A key missing here is a type error.
import 'i18next'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Translation }
  }
}

interface Translation ${type(english, 0)}
`,
)
