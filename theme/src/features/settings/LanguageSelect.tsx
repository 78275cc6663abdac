import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import controls from '../../shared/ui/controls.module.css'
import styles from './Settings.module.css'

/** The language selector; a change applies to the whole interface at once. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
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
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
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
