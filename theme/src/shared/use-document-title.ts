import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the document title to a page's translated title, pages.<page>.title, with its variables. */
export function useDocumentTitle(page: string, variables?: Record<string, string>): void {
  const { t } = useTranslation()
  const title = t(`pages.${page}.title`, variables)
  useEffect(() => {
    document.title = title
  }, [title])
}
