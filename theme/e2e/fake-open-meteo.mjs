// A stand-in for Open-Meteo's two keyless APIs, for the end-to-end tests,
// served by fake-weather.mjs next to its Visual Crossing fake: the geocoding
// API (GET /v1/search) and the forecast API (GET /v1/forecast), answering
// with the real services' JSON. Errors are JSON too, {"error":true,
// "reason":"…"}, with status 400 or 429.
//
// The name searched picks the answer (case and spaces around it do not
// matter; the place names are also matched in Portuguese and French):
//
//   lisbon (lisboa, lisbonne)  one place, named in the language asked for
//   paris                      three: France, Texas (United States), Ontario (Canada)
//   singapore                  one place with no region (no admin1)
//   nowhere, or any other      no place: no `results` key at all
//   quota                      429, too many requests
//   badrequest                 400
//   hang                       never answers
//   slow                       answers after 8 s
//   down                       closes the connection
//   boom                       500 with an HTML page
//   garbage                    200 with JSON cut short
//
// The forecast's days follow from the coordinates. The geocoding names
// forecast-quota, forecast-badrequest, forecast-hang, forecast-slow,
// forecast-down, forecast-boom, forecast-garbage and forecast-nodaily each
// find one place whose forecast misbehaves that way (nodaily: a 200 without
// `daily`).

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' })
  res.end(typeof body === 'string' ? body : JSON.stringify(body))
}
const failure = (res, status, reason) => json(res, status, { error: true, reason })

// Misbehaviours shared by both APIs; cut is the JSON that garbage cuts short.
function misbehave(fault, req, res, answer, cut) {
  switch (fault) {
    case 'quota':
      return failure(res, 429, 'Minutely API request limit exceeded. Please try again in one minute.')
    case 'hang':
      return // never answers
    case 'slow': // answers, but long after a visitor would have searched again (the site gives up at 10 s)
      return setTimeout(answer, 8000)
    case 'down':
      return req.socket.destroy()
    case 'boom':
      res.writeHead(500, { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' })
      return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>')
    case 'garbage':
      return json(res, 200, cut)
  }
}

/** Localized by the geocoding API's `language` (en when it has no translation). */
const countries = {
  PT: { id: 2264397, en: 'Portugal' },
  FR: { id: 3017382, en: 'France', pt: 'França' },
  US: { id: 6252001, en: 'United States', pt: 'Estados Unidos', fr: 'États-Unis' },
  CA: { id: 6251999, en: 'Canada', pt: 'Canadá' },
  SG: { id: 1880251, en: 'Singapore', pt: 'Singapura', fr: 'Singapour' },
  XT: { id: 9000000, en: 'Testland', pt: 'Terra de Teste', fr: 'Pays de Test' },
}

const places = {
  lisbon: {
    id: 2267057, name: { en: 'Lisbon', pt: 'Lisboa', fr: 'Lisbonne' }, latitude: 38.71667, longitude: -9.13333,
    elevation: 45, feature_code: 'PPLC', country_code: 'PT', admin1_id: 2267056, timezone: 'Europe/Lisbon',
    population: 517802, admin1: { en: 'Lisbon', pt: 'Lisboa', fr: 'Lisbonne' },
  },
  parisFR: {
    id: 2988507, name: { en: 'Paris' }, latitude: 48.85341, longitude: 2.3488,
    elevation: 42, feature_code: 'PPLC', country_code: 'FR', admin1_id: 3012874, timezone: 'Europe/Paris',
    population: 2138551, admin1: { en: 'Île-de-France' },
  },
  parisTX: {
    id: 4717560, name: { en: 'Paris' }, latitude: 33.66094, longitude: -95.55551,
    elevation: 183, feature_code: 'PPLA2', country_code: 'US', admin1_id: 4736286, admin2_id: 4705086, timezone: 'America/Chicago',
    population: 24782, postcodes: ['75460', '75461', '75462'], admin1: { en: 'Texas' }, admin2: { en: 'Lamar County' },
  },
  parisON: {
    id: 6098747, name: { en: 'Paris' }, latitude: 43.2, longitude: -80.38333,
    elevation: 248, feature_code: 'PPL', country_code: 'CA', admin1_id: 6093943, timezone: 'America/Toronto',
    population: 12310, admin1: { en: 'Ontario' },
  },
  singapore: {
    id: 1880252, name: { en: 'Singapore', pt: 'Singapura', fr: 'Singapour' }, latitude: 1.28967, longitude: 103.85007,
    elevation: 15, feature_code: 'PPLC', country_code: 'SG', timezone: 'Asia/Singapore', population: 3547809,
  },
}

/** The forecast API's timezone=auto, for the places above. */
const zones = {
  'Europe/Lisbon': { offset: 0, abbreviation: 'GMT' },
  'Europe/Paris': { offset: 3600, abbreviation: 'GMT+1' },
  'America/Chicago': { offset: -21600, abbreviation: 'GMT-6' },
  'America/Toronto': { offset: -18000, abbreviation: 'GMT-5' },
  'Asia/Singapore': { offset: 28800, abbreviation: 'GMT+8' },
  GMT: { offset: 0, abbreviation: 'GMT' },
}

// Places whose forecast misbehaves, each at its own coordinates.
const forecastFaults = ['quota', 'badrequest', 'hang', 'slow', 'down', 'boom', 'garbage', 'nodaily']
forecastFaults.forEach((fault, i) => {
  places[`forecast-${fault}`] = {
    id: 9000001 + i, name: { en: `Forecast ${fault[0].toUpperCase()}${fault.slice(1)}` }, latitude: -40.5 - i, longitude: 170.5 + i,
    elevation: 0, feature_code: 'PPL', country_code: 'XT', admin1_id: 9000100, timezone: 'GMT', population: 100,
    admin1: { en: 'Faults' }, fault,
  }
})

const searches = {
  lisbon: ['lisbon'], lisboa: ['lisbon'], lisbonne: ['lisbon'],
  paris: ['parisFR', 'parisTX', 'parisON'],
  singapore: ['singapore'], singapura: ['singapore'], singapour: ['singapore'],
  ...Object.fromEntries(forecastFaults.map((f) => [`forecast-${f}`, [`forecast-${f}`]])),
}

const inLanguage = (names, language) => names[language] ?? names.en

/** A place as the geocoding API lists it, its keys in the real order. */
function result(p, language) {
  const country = countries[p.country_code]
  const r = { id: p.id, name: inLanguage(p.name, language), latitude: p.latitude, longitude: p.longitude, elevation: p.elevation }
  r.feature_code = p.feature_code
  r.country_code = p.country_code
  if (p.admin1_id) r.admin1_id = p.admin1_id
  if (p.admin2_id) r.admin2_id = p.admin2_id
  r.timezone = p.timezone
  r.population = p.population
  if (p.postcodes) r.postcodes = p.postcodes
  r.country_id = country.id
  r.country = inLanguage(country, language)
  if (p.admin1) r.admin1 = inLanguage(p.admin1, language)
  if (p.admin2) r.admin2 = inLanguage(p.admin2, language)
  return r
}

function search(req, res, url) {
  const name = (url.searchParams.get('name') ?? '').trim().toLowerCase()
  const language = (url.searchParams.get('language') ?? 'en').toLowerCase()
  const count = Number(url.searchParams.get('count') ?? 10)
  if (!Number.isInteger(count) || count < 1 || count > 100) return failure(res, 400, 'Parameter count must be between 1 and 100.')
  if (url.searchParams.has('format') && url.searchParams.get('format') !== 'json') return failure(res, 400, "Parameter 'format' must be 'json' or 'protobuf'.")
  if (name === 'badrequest') return failure(res, 400, "Parameter 'name' is invalid.")
  const answer = () => {
    const found = (Object.hasOwn(searches, name) ? searches[name] : []).slice(0, count).map((key) => result(places[key], language))
    json(res, 200, found.length > 0 ? { results: found, generationtime_ms: 0.9 } : { generationtime_ms: 0.5 })
  }
  if (['quota', 'hang', 'slow', 'down', 'boom', 'garbage'].includes(name)) return misbehave(name, req, res, answer, '{"results":[{"id":1,"name":"Garb')
  answer()
}

const daily = {
  weather_code: 'wmo code',
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  sunrise: 'iso8601',
  sunset: 'iso8601',
}

const round1 = (n) => Math.round(n * 10) / 10
const clock = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Seven days (or forecast_days) from 2026-11-23, derived from the coordinates. */
function days(latitude, longitude, count, fields) {
  const time = Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 10, 23 + i)).toISOString().slice(0, 10))
  // Colder away from the equator; a little warmer to the east, so that places differ.
  const base = 30 - 0.45 * Math.abs(latitude) + (((longitude % 3) + 3) % 3) * 0.3
  const values = {
    time,
    weather_code: time.map((_, i) => [0, 2, 3, 45, 61, 95, 42][i % 7]), // 42 is no WMO code
    temperature_2m_max: time.map((_, i) => round1(base + 4 + ((i * 3) % 5) * 0.7)),
    temperature_2m_min: time.map((_, i) => round1(base - 3 - (i % 3) * 0.6)),
    sunrise: time.map((d, i) => `${d}T${clock(7 * 60 + Math.round(Math.abs(latitude) * 1.3) + i)}`),
    sunset: time.map((d, i) => `${d}T${clock(17 * 60 + 30 - Math.round(Math.abs(latitude) * 0.6) - i)}`),
  }
  return Object.fromEntries(['time', ...fields].map((f) => [f, values[f]]))
}

function forecast(req, res, url) {
  const params = url.searchParams
  const latitude = Number(params.get('latitude'))
  const longitude = Number(params.get('longitude'))
  if (!params.has('latitude') || !params.has('longitude') || Number.isNaN(latitude) || Number.isNaN(longitude)) {
    return failure(res, 400, "Parameter 'latitude' and 'longitude' must be numbers.")
  }
  if (latitude < -90 || latitude > 90) return failure(res, 400, `Latitude must be in range of -90 to 90°. Given: ${latitude.toFixed(1)}.`)
  if (longitude < -180 || longitude > 180) return failure(res, 400, `Longitude must be in range of -180 to 180°. Given: ${longitude.toFixed(1)}.`)
  const fields = (params.get('daily') ?? '').split(',').filter(Boolean)
  const unknown = fields.find((f) => !Object.hasOwn(daily, f))
  if (unknown) return failure(res, 400, `Cannot initialize ForecastVariableDaily from invalid String value ${unknown} for key daily`)
  const count = Number(params.get('forecast_days') ?? 7)
  if (!Number.isInteger(count) || count < 1 || count > 16) return failure(res, 400, `Forecast days is invalid. Allowed range 0 to 16. Given ${params.get('forecast_days')}.`)

  const place = Object.values(places).find((p) => p.latitude === latitude && p.longitude === longitude)
  const zone = params.get('timezone') === 'auto' ? (place?.timezone ?? 'GMT') : 'GMT'
  const fault = place?.fault
  if (fault === 'badrequest') return failure(res, 400, 'Cannot compute the forecast for this location.')
  const answer = () => {
    const body = {
      latitude: Math.round(latitude * 100) / 100, // the grid cell's, as the real API answers
      longitude: Math.round(longitude * 100) / 100,
      generationtime_ms: 0.05,
      utc_offset_seconds: zones[zone].offset,
      timezone: zone,
      timezone_abbreviation: zones[zone].abbreviation,
      elevation: place?.elevation ?? Math.round(Math.abs(latitude * longitude)) % 500,
    }
    if (fields.length > 0 && fault !== 'nodaily') {
      body.daily_units = Object.fromEntries([['time', 'iso8601'], ...fields.map((f) => [f, daily[f]])])
      body.daily = days(latitude, longitude, count, fields)
    }
    json(res, 200, body)
  }
  if (fault && fault !== 'nodaily') return misbehave(fault, req, res, answer, '{"latitude":-40.5,"daily":{"time":["2026-11-23",')
  answer()
}

/**
 * Answers a request to Open-Meteo's APIs and returns true, or returns false
 * when the path is not theirs.
 */
export function answerOpenMeteo(req, res, url) {
  if (url.pathname === '/v1/search') search(req, res, url)
  else if (url.pathname === '/v1/forecast') forecast(req, res, url)
  else return false
  return true
}
