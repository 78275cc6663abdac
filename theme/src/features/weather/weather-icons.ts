import Cloud from 'lucide-react/icons/cloud'
import CloudFog from 'lucide-react/icons/cloud-fog'
import CloudHail from 'lucide-react/icons/cloud-hail'
import CloudLightning from 'lucide-react/icons/cloud-lightning'
import CloudMoon from 'lucide-react/icons/cloud-moon'
import CloudMoonRain from 'lucide-react/icons/cloud-moon-rain'
import CloudRain from 'lucide-react/icons/cloud-rain'
import CloudSnow from 'lucide-react/icons/cloud-snow'
import CloudSun from 'lucide-react/icons/cloud-sun'
import CloudSunRain from 'lucide-react/icons/cloud-sun-rain'
import Moon from 'lucide-react/icons/moon'
import Snowflake from 'lucide-react/icons/snowflake'
import Sun from 'lucide-react/icons/sun'
import Thermometer from 'lucide-react/icons/thermometer'
import Wind from 'lucide-react/icons/wind'

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
