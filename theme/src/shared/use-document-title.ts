import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the document title to a page's translated title, pages.<page>.title. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation()
  const title = t(`pages.${page}.title`)
  useEffect(() => {
    document.title = title
  }, [title])
}
