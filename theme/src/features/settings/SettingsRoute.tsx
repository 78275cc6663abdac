import Languages from 'lucide-react/icons/languages'
import { useTranslation } from 'react-i18next'
import { loadChunkStyles } from '../../shared/styles'
import { Screen } from '../../shared/ui/Screen'
import { SidePanelButton } from '../../shared/ui/SidePanelButton'
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
  return (
    <Screen
      title={t('settings.title')}
      actions={
        narrow && (
          <SidePanelButton label={t('settings.languageMenu')} icon={<Languages aria-hidden="true" />}>
            {() => <LanguageSelect />}
          </SidePanelButton>
        )
      }
    >
      {!narrow && <LanguageSelect />}
      <WallpaperPicker />
    </Screen>
  )
}
