// A stand-in for the Timeline weather API, for the end-to-end tests: it
// answers like the real service (the JSON of a forecast; errors as plain
// text with status 400, 401 or 429) and misbehaves on request, chosen by
// the location searched. The same server answers as Open-Meteo's APIs, at
// /v1/search and /v1/forecast (see fake-open-meteo.mjs).
import { createServer } from 'node:http'
import { answerOpenMeteo } from './fake-open-meteo.mjs'

const port = Number(process.env.FAKE_WEATHER_PORT ?? 4174)

function forecast(place) {
  const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']
  const icons = ['clear-day', 'partly-cloudy-day', 'rain', 'showers-night', 'volcanic-ash']
  return {
    queryCost: 1,
    latitude: 38.7,
    longitude: -9.1,
    resolvedAddress: place === 'lisboa' ? 'Lisboa, Portugal' : `${place[0].toUpperCase()}${place.slice(1)}, Testland`,
    address: place,
    timezone: 'Europe/Lisbon',
    tzoffset: 0,
    days: days.map((datetime, i) => ({
      datetime,
      datetimeEpoch: Date.parse(datetime) / 1000,
      tempmax: 64 + i,
      tempmin: 50 + i,
      temp: 59 + i * 1.5,
      humidity: 70,
      conditions: ['Clear', 'Partially cloudy', 'Rain', 'Rain, Partially cloudy', 'Unknown'][i],
      icon: icons[i],
      sunrise: '07:31:12',
      sunset: '17:19:40',
    })),
  }
}

const plain = (res, status, body, type = 'text/plain;charset=UTF-8') => {
  res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' })
  res.end(body)
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
  const match = url.pathname.match(/\/timeline\/([^/]+)$/)
  if (req.method === 'OPTIONS') return plain(res, 204, '')
  if (answerOpenMeteo(req, res, url)) return
  if (!match) return plain(res, 404, 'Not found')
  if (url.searchParams.get('unitGroup') !== 'us' || url.searchParams.get('contentType') !== 'json' || !url.searchParams.get('key')) {
    return plain(res, 400, 'Bad API Request:Missing parameters.')
  }
  const place = decodeURIComponent(match[1]).toLowerCase()
  switch (place) {
    case 'nowhere':
      return plain(res, 400, 'Bad API Request:Invalid location parameter value.')
    case 'badkey':
      return plain(res, 401, 'No account found with API key')
    case 'quota':
      return plain(res, 429, 'Maximum daily cost exceeded')
    case 'boom':
      return plain(res, 500, '<html><body><h1>500 Internal Server Error</h1></body></html>', 'text/html')
    case 'garbage':
      return plain(res, 200, '{"resolvedAddress": "Garbage", "days": [', 'application/json')
    case 'nodays':
      return plain(res, 200, JSON.stringify({ resolvedAddress: 'No Days' }), 'application/json')
    case 'down':
      return req.socket.destroy()
    case 'hang':
      return // never answers
    case 'slow': // answers, but long after a visitor would have searched again (the site gives up at 10 s)
      return setTimeout(() => plain(res, 200, JSON.stringify(forecast(place)), 'application/json'), 8000)
    default:
      return plain(res, 200, JSON.stringify(forecast(place)), 'application/json')
  }
}).listen(port, '127.0.0.1', () => console.log(`fake weather provider on http://127.0.0.1:${port}`))
