import Cloud from 'lucide-react/icons/cloud'
import CloudDrizzle from 'lucide-react/icons/cloud-drizzle'
import CloudFog from 'lucide-react/icons/cloud-fog'
import CloudHail from 'lucide-react/icons/cloud-hail'
import CloudLightning from 'lucide-react/icons/cloud-lightning'
import CloudRain from 'lucide-react/icons/cloud-rain'
import CloudRainWind from 'lucide-react/icons/cloud-rain-wind'
import CloudSnow from 'lucide-react/icons/cloud-snow'
import CloudSun from 'lucide-react/icons/cloud-sun'
import CloudSunRain from 'lucide-react/icons/cloud-sun-rain'
import Snowflake from 'lucide-react/icons/snowflake'
import Sun from 'lucide-react/icons/sun'
import Thermometer from 'lucide-react/icons/thermometer'
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
