import Languages from '../../shared/icons/languages'
import { useTranslation } from 'react-i18next'
import { loadChunkStyles } from '../../shared/styles'
import { Screen } from '../../shared/ui/Screen'
import { SidePanelButton } from '../../shared/ui/SidePanelButton'
import { useDocumentTitle } from '../../shared/use-document-title'
import { AppearancePicker } from './AppearancePicker'
import { appearanceChosen } from './appearance-choice'
import { LanguageSelect } from './LanguageSelect'
import { WallpaperPicker } from './WallpaperPicker'
import styles from './Settings.module.css'

await loadChunkStyles(import.meta.url)

/**
 * /setting: language, appearance and wallpaper. On small screens the language selector
 * sits in a side panel opened from a menu button. Both are in the page; CSS
 * shows the one for the screen's width, so the prerendered page is right on
 * every screen and nothing moves when the app takes it over.
 */
export default function SettingsRoute() {
  const { t } = useTranslation()
  useDocumentTitle('setting')
  return (
    <Screen
      title={t('settings.title')}
      actions={
        <span className={styles.narrow}>
          <SidePanelButton label={t('settings.languageMenu')} icon={<Languages aria-hidden="true" />}>
            {() => <LanguageSelect />}
          </SidePanelButton>
        </span>
      }
    >
      <div className={styles.wide}>
        <LanguageSelect />
      </div>
      {appearanceChosen() && <AppearancePicker />}
      <WallpaperPicker />
    </Screen>
  )
}
