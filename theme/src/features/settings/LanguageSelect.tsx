import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import { languageOf } from '../../shared/i18n/page-language'
import { useSwitchLanguage } from '../../shared/i18n/switch-language'
import controls from '../../shared/ui/controls.module.css'
import styles from './Settings.module.css'

/** The language selector: a choice goes to this page in that language, and is remembered. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const switchTo = useSwitchLanguage()
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={controls.label}>
        {t('settings.language')}
      </label>
      <select
        id={id}
        className={controls.field}
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const language = languageOf(event.target.value)
          if (language) void switchTo(language)
        }}
      >
        {site.languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  )
}
