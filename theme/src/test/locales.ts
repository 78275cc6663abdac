import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const contentLocales = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'content', 'locales')

/** The starter site's interface strings, read from content/locales/<lang>.yaml. */
export function starterLocale(language: string): Record<string, unknown> {
  return parse(readFileSync(join(contentLocales, `${language}.yaml`), 'utf8'))
}
