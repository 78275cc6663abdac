// Generated from weather.json by internal/sitetest's GoldenData, with it
// (UPDATE_GOLDEN=1): the data as the theme's types must describe it, which
// `npm run contract` checks. Do not edit.
import type { WeatherConfig } from '../../../theme/src/shared/data/types'

const data: WeatherConfig[] = [
  {
    "forecastURL": "https://api.open-meteo.com/v1/forecast",
    "geocodingURL": "https://geocoding-api.open-meteo.com/v1/search",
    "provider": "open-meteo"
  },
  {
    "endpoint": "https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services",
    "key": "k3y",
    "provider": "visual-crossing",
    "unitGroup": "us"
  }
]

export default data
