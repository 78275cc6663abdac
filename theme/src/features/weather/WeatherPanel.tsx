import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import Search from 'lucide-react/icons/search'
import Sunrise from 'lucide-react/icons/sunrise'
import Sunset from 'lucide-react/icons/sunset'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import { loadChunkStyles } from '../../shared/styles'
import { hideToolAtom } from '../../shared/tools/tool-atoms'
import { ToolPanel } from '../../shared/tools/ToolPanel'
import controls from '../../shared/ui/controls.module.css'
import { celsius, formatDay, shortTime, type Day } from './forecast'
import { cleanWeatherAtom, searchWeatherAtom, weatherConfigured, weatherQueryAtom, weatherStateAtom } from './weather-atoms'
import { weatherIcon } from './weather-icons'
import styles from './Weather.module.css'

await loadChunkStyles(import.meta.url)

/** The weather viewer: search a place, see a card per day. */
export default function WeatherPanel() {
  const { t } = useTranslation()
  const clean = useSetAtom(cleanWeatherAtom)
  const hide = useSetAtom(hideToolAtom)
  return (
    <ToolPanel
      tool="weather"
      onClose={() => {
        clean()
        hide('weather')
      }}
    >
      <div className={styles.weather}>{weatherConfigured ? <WeatherSearch /> : <p className={styles.message}>{t('weather.notConfigured')}</p>}</div>
    </ToolPanel>
  )
}

function WeatherSearch() {
  const { t } = useTranslation()
  const [query, setQuery] = useAtom(weatherQueryAtom)
  const search = useSetAtom(searchWeatherAtom)
  const state = useAtomValue(weatherStateAtom)
  const inputId = useId()
  return (
    <>
      <form
        role="search"
        className={`${controls.searchBar} ${styles.search}`}
        onSubmit={(event) => {
          event.preventDefault()
          void search()
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('weather.search')}
        </label>
        <input
          id={inputId}
          type="search"
          placeholder={t('weather.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          enterKeyHint="search"
          autoComplete="address-level2"
        />
        <button type="submit" className={`${controls.pill} ${controls.accent}`}>
          <Search aria-hidden="true" />
          {t('weather.searchButton')}
        </button>
      </form>
      <div role="status" aria-live="polite" className={styles.status}>
        {state.status === 'idle' && <p className={styles.message}>{t('weather.intro')}</p>}
        {state.status === 'loading' && (
          <p className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('weather.loading')}
          </p>
        )}
        {state.status === 'error' && <p className={styles.error}>{t(`weather.${state.failure}`)}</p>}
        {state.status === 'loaded' && <h3 className={styles.place}>{t('weather.forecast', { place: state.forecast.resolvedAddress })}</h3>}
      </div>
      {state.status === 'loaded' && (
        <ul className={styles.days}>
          {state.forecast.days.map((day) => (
            <li key={day.datetime}>
              <DayCard day={day} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function DayCard({ day }: { day: Day }) {
  const { t, i18n } = useTranslation()
  const Icon = weatherIcon(day.icon)
  return (
    <article className={styles.day}>
      <h4 className={styles.date}>{formatDay(day.datetime, i18n.resolvedLanguage ?? 'en')}</h4>
      <Icon className={styles.icon} aria-hidden="true" data-icon={day.icon} />
      <p className={styles.conditions}>{day.conditions}</p>
      <p className={styles.temp}>{celsius(day.temp, site.weather.unitGroup)} °C</p>
      <p className={styles.sun}>
        <span>
          <Sunrise aria-hidden="true" />
          <span className="visually-hidden">{t('weather.sunrise')} </span>
          {shortTime(day.sunrise)}
        </span>
        <span>
          <Sunset aria-hidden="true" />
          <span className="visually-hidden">{t('weather.sunset')} </span>
          {shortTime(day.sunset)}
        </span>
      </p>
    </article>
  )
}
