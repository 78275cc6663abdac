import Languages from 'lucide-react/icons/languages'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunkStyles } from '../../shared/styles'
import { Dialog } from '../../shared/ui/Dialog'
import controls from '../../shared/ui/controls.module.css'
import { Screen } from '../../shared/ui/Screen'
import { narrowScreen, useMediaQuery } from '../../shared/use-media-query'
import { useDocumentTitle } from '../../shared/use-document-title'
import { LanguageSelect } from './LanguageSelect'
import { WallpaperPicker } from './WallpaperPicker'

await loadChunkStyles(import.meta.url)

/**
 * /setting: language and wallpaper. On small screens the language selector
 * sits in a side panel opened from a menu button.
 */
export default function SettingsRoute() {
  const { t } = useTranslation()
  useDocumentTitle('setting')
  const narrow = useMediaQuery(narrowScreen)
  const [panelOpen, setPanelOpen] = useState(false)
  return (
    <Screen
      title={t('settings.title')}
      actions={
        narrow && (
          <button type="button" className={controls.pill} aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            <Languages aria-hidden="true" />
            <span>{t('settings.languageMenu')}</span>
          </button>
        )
      }
    >
      {!narrow && <LanguageSelect />}
      <WallpaperPicker />
      {narrow && panelOpen && (
        <Dialog title={t('settings.languageMenu')} onClose={() => setPanelOpen(false)} variant="side">
          <LanguageSelect />
        </Dialog>
      )}
    </Screen>
  )
}
