import Cloud from '../../shared/icons/cloud'
import CloudFog from '../../shared/icons/cloud-fog'
import CloudHail from '../../shared/icons/cloud-hail'
import CloudLightning from '../../shared/icons/cloud-lightning'
import CloudMoon from '../../shared/icons/cloud-moon'
import CloudMoonRain from '../../shared/icons/cloud-moon-rain'
import CloudRain from '../../shared/icons/cloud-rain'
import CloudSnow from '../../shared/icons/cloud-snow'
import CloudSun from '../../shared/icons/cloud-sun'
import CloudSunRain from '../../shared/icons/cloud-sun-rain'
import Moon from '../../shared/icons/moon'
import Snowflake from '../../shared/icons/snowflake'
import Sun from '../../shared/icons/sun'
import Thermometer from '../../shared/icons/thermometer'
import Wind from '../../shared/icons/wind'

export type WeatherIcon = typeof Sun

// The provider's icon names (its "icons2" set), each drawn by a bundled
// icon: nothing is loaded from a third party.
const icons: Record<string, WeatherIcon> = {
  'clear-day': Sun,
  'clear-night': Moon,
  'partly-cloudy-day': CloudSun,
  'partly-cloudy-night': CloudMoon,
  cloudy: Cloud,
  rain: CloudRain,
  'showers-day': CloudSunRain,
  'showers-night': CloudMoonRain,
  'thunder-rain': CloudLightning,
  'thunder-showers-day': CloudLightning,
  'thunder-showers-night': CloudLightning,
  snow: CloudSnow,
  'snow-showers-day': CloudSnow,
  'snow-showers-night': CloudSnow,
  sleet: CloudHail,
  hail: CloudHail,
  fog: CloudFog,
  wind: Wind,
  'extreme-cold': Snowflake,
}

/** The icon for a provider icon name, or a thermometer for a name it does not know. */
export function weatherIcon(name: string): WeatherIcon {
  return icons[name] ?? Thermometer
}

export const knownIconNames = Object.keys(icons)
