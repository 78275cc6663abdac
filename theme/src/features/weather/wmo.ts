import Cloud from '../../shared/icons/cloud'
import CloudDrizzle from '../../shared/icons/cloud-drizzle'
import CloudFog from '../../shared/icons/cloud-fog'
import CloudHail from '../../shared/icons/cloud-hail'
import CloudLightning from '../../shared/icons/cloud-lightning'
import CloudRain from '../../shared/icons/cloud-rain'
import CloudRainWind from '../../shared/icons/cloud-rain-wind'
import CloudSnow from '../../shared/icons/cloud-snow'
import CloudSun from '../../shared/icons/cloud-sun'
import CloudSunRain from '../../shared/icons/cloud-sun-rain'
import Snowflake from '../../shared/icons/snowflake'
import Sun from '../../shared/icons/sun'
import Thermometer from '../../shared/icons/thermometer'
import type { WeatherIcon } from './weather-icons'

// The WMO weather interpretation codes that Open-Meteo answers with, each
// drawn by a bundled icon. Their texts are interface strings, under
// weather.conditions.wmo<code> in the locales.
const icons: Record<number, WeatherIcon> = {
  0: Sun,
  1: Sun,
  2: CloudSun,
  3: Cloud,
  45: CloudFog,
  48: CloudFog,
  51: CloudDrizzle,
  53: CloudDrizzle,
  55: CloudDrizzle,
  56: CloudHail,
  57: CloudHail,
  61: CloudRain,
  63: CloudRain,
  65: CloudRainWind,
  66: CloudHail,
  67: CloudHail,
  71: CloudSnow,
  73: CloudSnow,
  75: Snowflake,
  77: Snowflake,
  80: CloudSunRain,
  81: CloudSunRain,
  82: CloudRainWind,
  85: CloudSnow,
  86: CloudSnow,
  95: CloudLightning,
  96: CloudLightning,
  99: CloudLightning,
}

/** Every code Open-Meteo uses. */
export const wmoCodes = Object.keys(icons).map(Number)

/** The icon of a WMO code; a thermometer for a code it does not know. */
export function wmoIcon(code: number): WeatherIcon {
  return icons[code] ?? Thermometer
}

/** The key of a code's condition text under weather.conditions. */
export function wmoConditionKey(code: number): `wmo${number}` | 'unknown' {
  return code in icons ? `wmo${code}` : 'unknown'
}
