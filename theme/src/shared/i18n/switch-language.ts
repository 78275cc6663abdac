import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { site } from '../data/site'
import type { Language } from '../data/types'
import { chooseLanguage } from './language-choice'
import { pathIn } from './page-language'

/** The URL of the page at a path within a language ("/apps/"), in another language. */
export const hrefIn = (language: Language, route: string) => site.base + pathIn(language, route).slice(1)

/**
 * Switches to a language: remembers the visitor's choice, and goes to the
 * page they are on in that language, in place, once its strings are in, so
 * that it shows translated at once.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation()
  const [route, navigate] = useLocation()
  return useCallback(
    async (language: Language) => {
      chooseLanguage(language)
      await i18n.loadLanguages(language.code)
      void i18n.changeLanguage(language.code) // its strings are in: it changes now
      navigate(`~${hrefIn(language, route)}${window.location.search}${window.location.hash}`)
    },
    [i18n, route, navigate],
  )
}
