import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import { languageOf } from '../../shared/i18n/page-language'
import { useSwitchLanguage } from '../../shared/i18n/switch-language'
import controls from '../../shared/ui/controls.module.css'
import styles from './Settings.module.css'

/**
 * The language selector: a choice goes to this page in that language, and is
 * remembered. The choice shows at once, while the language's strings load:
 * a controlled select that still showed the page's language would be set back
 * to it after the change, and the same change, seen again (the app replays a
 * choice made while it took the page over, which React may then see too),
 * would choose the page's language back.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const switchTo = useSwitchLanguage()
  const id = useId()
  const [chosen, setChosen] = useState<string>()
  const shown = chosen ?? i18n.resolvedLanguage
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={controls.label}>
        {t('settings.language')}
      </label>
      <select
        id={id}
        className={controls.field}
        value={shown}
        onChange={(event) => {
          const language = languageOf(event.target.value)
          if (!language || language.code === shown) return
          setChosen(language.code)
          switchTo(language).then(
            () => setChosen(undefined),
            () => setChosen(undefined), // its strings did not load: the page stays in its language
          )
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
