import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Localized } from '../data/types'
import { defaultLanguage } from '../data/site'

/** Returns a function, stable per language, that picks content text in the current language. */
export function useLocalized(): <T>(text: Localized<T>) => T {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? defaultLanguage
  return useCallback(<T,>(text: Localized<T>): T => (text[language] ?? text[defaultLanguage]) as T, [language])
}
