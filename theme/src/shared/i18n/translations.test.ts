import { describe, expect, it } from 'vitest'
import { starterLocale } from '../../test/locales'

/** Every string of a locale, by its dotted key. */
function strings(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else if (value && typeof value === 'object') for (const [k, v] of strings(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

// Values that are rightly the same as in English: a placeholder alone, and
// words the language shares with English. Anything else identical to English
// is taken for a string nobody translated.
const sameAsEnglish: Record<string, Record<string, string>> = {
  pt: {
    'home.owner': 'the owner’s name, {{name}}',
    'menu.toggle': '“Menu” is Portuguese too',
    'blog.title': '“Blog” is Portuguese too',
    'pages.blog.title': '“Blog” is Portuguese too',
  },
  fr: {
    'home.owner': 'the owner’s name, {{name}}',
    'menu.toggle': '“Menu” is French too',
    'blog.title': '“Blog” is French too',
    'pages.blog.title': '“Blog” is French too',
    'menu.docs': '“Documents” is French too',
    'pages.docs.title': '“Documents” is French too',
    'projects.tech': '“Technologies” is French too',
    'tools.editor': '“Notes” is French too',
    'tools.mathApp': '“Maths” is French too',
    'notes.note': '“note” is French too',
    'notes.code': '“Code” is French too',
    'music.pause': '“Pause” is French too',
    'resume.publications': '“Publications” is French too',
  },
}

/** How many untranslated-looking strings a language may have before the test fails. */
const tolerated = 2

describe('the starter’s translations', () => {
  const english = strings(starterLocale('en'))

  for (const language of ['pt', 'fr']) {
    it(`${language} translates every string, not just copies the English`, () => {
      const translated = strings(starterLocale(language))
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      const copied = [...english].filter(([key, value]) => translated.get(key) === value && !(key in sameAsEnglish[language]!))
      expect(copied.length, `strings identical to English: ${copied.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(tolerated)
      for (const key of Object.keys(sameAsEnglish[language]!)) {
        expect(translated.get(key), `${key} is allowed to match English, so it must still exist`).toBe(english.get(key))
      }
    })
  }
})
