import type { ParseKeys } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The pages that have a title in the locales (pages.<page>.title): home, apps, project… */
export type TitledPage = ParseKeys extends infer Key ? (Key extends `pages.${infer Page}.title` ? Page : never) : never

/**
 * Sets the document title to a page's translated title, pages.<page>.title,
 * with its variables; a prefix goes before it as portgen writes it ("React ·
 * Projects · Ada", a technology's page).
 */
export function useDocumentTitle(page: TitledPage, variables?: Record<string, string>, prefix?: string): void {
  const { t } = useTranslation()
  const title = (prefix ? `${prefix} · ` : '') + t(`pages.${page}.title`, variables)
  useEffect(() => {
    document.title = title
  }, [title])
}
