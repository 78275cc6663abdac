import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import LocateFixed from '../../shared/icons/locate-fixed'
import Search from '../../shared/icons/search'
import Sunrise from '../../shared/icons/sunrise'
import Sunset from '../../shared/icons/sunset'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import { loadChunkStyles } from '../../shared/styles'
import { hideToolAtom } from '../../shared/tools/tool-atoms'
import { ToolPanel } from '../../shared/tools/ToolPanel'
import controls from '../../shared/ui/controls.module.css'
import { celsius, formatDay, shortTime, type Day } from './forecast'
import { localTime, placeLabel, type OpenMeteoDay, type Place } from './open-meteo'
import {
  canLocate,
  choosePlaceAtom,
  cleanWeatherAtom,
  forgetWeatherAtom,
  locateAtom,
  restoreWeatherAtom,
  searchWeatherAtom,
  weatherConfigured,
  weatherQueryAtom,
  weatherStateAtom,
  type Target,
} from './weather-atoms'
import { weatherIcon } from './weather-icons'
import { wmoConditionKey, wmoIcon } from './wmo'
import styles from './Weather.module.css'

await loadChunkStyles(import.meta.url)

/** The weather viewer: search a place or use the visitor's, see a card per day. */
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
  const { t, i18n } = useTranslation()
  const [query, setQuery] = useAtom(weatherQueryAtom)
  const search = useSetAtom(searchWeatherAtom)
  const locate = useSetAtom(locateAtom)
  const restore = useSetAtom(restoreWeatherAtom)
  const state = useAtomValue(weatherStateAtom)
  const inputId = useId()
  useEffect(() => void restore(), [restore])
  return (
    <>
      <form
        role="search"
        className={`${controls.searchBar} ${styles.search}`}
        onSubmit={(event) => {
          event.preventDefault()
          void search(i18n.resolvedLanguage ?? 'en')
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
      {canLocate && (
        <button type="button" className={`${controls.pill} ${styles.locate}`} onClick={() => void locate()}>
          <LocateFixed aria-hidden="true" />
          {t('weather.useLocation')}
        </button>
      )}
      <div role="status" aria-live="polite" className={styles.status}>
        {state.status === 'idle' && <p className={styles.message}>{t('weather.intro')}</p>}
        {(state.status === 'loading' || state.status === 'locating') && (
          <p className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {t(state.status === 'locating' ? 'weather.locating' : 'weather.loading')}
          </p>
        )}
        {state.status === 'error' && <p className={styles.error}>{t(`weather.${state.failure}`)}</p>}
        {state.status === 'choosing' && <h3 className={styles.place}>{t('weather.choose', { count: state.places.length })}</h3>}
        {state.status === 'loaded' && <h3 className={styles.place}>{t('weather.forecast', { place: state.forecast.resolvedAddress })}</h3>}
        {state.status === 'days' && <h3 className={styles.place}>{t('weather.forecast', { place: targetName(state.target, t('weather.yourLocation')) })}</h3>}
      </div>
      {state.status === 'choosing' && <PlaceList places={state.places} />}
      {state.status === 'loaded' && (
        <ul className={styles.days}>
          {state.forecast.days.map((day) => (
            <li key={day.datetime}>
              <DayCard day={day} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'days' && <Days days={state.days} />}
    </>
  )
}

function targetName(target: Target, here: string): string {
  return 'place' in target ? placeLabel(target.place) : here
}

/** Several places match: one button each, name, region and country. */
function PlaceList({ places }: { places: Place[] }) {
  const choose = useSetAtom(choosePlaceAtom)
  return (
    <ul className={styles.places}>
      {places.map((place) => (
        <li key={`${place.latitude},${place.longitude}`}>
          <button type="button" className={`${controls.pill} ${styles.placeButton}`} onClick={() => void choose(place)}>
            {placeLabel(place)}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Open-Meteo's days, the Forget action and the attribution its licence asks for. */
function Days({ days }: { days: OpenMeteoDay[] }) {
  const { t } = useTranslation()
  const forget = useSetAtom(forgetWeatherAtom)
  return (
    <>
      <ul className={styles.days}>
        {days.map((day) => (
          <li key={day.date}>
            <OpenMeteoCard day={day} />
          </li>
        ))}
      </ul>
      <p className={styles.footer}>
        <a href="https://open-meteo.com/" target="_blank" rel="noopener noreferrer">
          {t('weather.attribution')}
        </a>
        <button type="button" className={controls.pill} onClick={() => forget()}>
          {t('weather.forget')}
        </button>
      </p>
    </>
  )
}

function OpenMeteoCard({ day }: { day: OpenMeteoDay }) {
  const { t, i18n } = useTranslation()
  const Icon = wmoIcon(day.code)
  // Every code's key exists in the locales: wmo.test.ts checks each one.
  const condition = `weather.conditions.${wmoConditionKey(day.code)}` as 'weather.conditions.unknown'
  return (
    <article className={styles.day}>
      <h4 className={styles.date}>{formatDay(day.date, i18n.resolvedLanguage ?? 'en')}</h4>
      <Icon className={styles.icon} aria-hidden="true" data-icon={`wmo-${day.code}`} />
      <p className={styles.conditions}>{t(condition)}</p>
      <p className={styles.range}>
        <span>{t('weather.high', { value: day.max.toFixed(2) })}</span>
        <span>{t('weather.low', { value: day.min.toFixed(2) })}</span>
      </p>
      <SunTimes sunrise={localTime(day.sunrise)} sunset={localTime(day.sunset)} />
    </article>
  )
}

function DayCard({ day }: { day: Day }) {
  const { i18n } = useTranslation()
  const Icon = weatherIcon(day.icon)
  const unitGroup = site.weather.provider === 'visual-crossing' ? site.weather.unitGroup : 'metric'
  return (
    <article className={styles.day}>
      <h4 className={styles.date}>{formatDay(day.datetime, i18n.resolvedLanguage ?? 'en')}</h4>
      <Icon className={styles.icon} aria-hidden="true" data-icon={day.icon} />
      <p className={styles.conditions}>{day.conditions}</p>
      <p className={styles.temp}>{celsius(day.temp, unitGroup)} °C</p>
      <SunTimes sunrise={shortTime(day.sunrise)} sunset={shortTime(day.sunset)} />
    </article>
  )
}

function SunTimes({ sunrise, sunset }: { sunrise: string; sunset: string }) {
  const { t } = useTranslation()
  return (
    <p className={styles.sun}>
      <span>
        <Sunrise aria-hidden="true" />
        <span className="visually-hidden">{t('weather.sunrise')} </span>
        {sunrise}
      </span>
      <span>
        <Sunset aria-hidden="true" />
        <span className="visually-hidden">{t('weather.sunset')} </span>
        {sunset}
      </span>
    </p>
  )
}
