// The shapes of the JSON that portgen compiles from the content folder
// (generator/compile, whose golden files are in testdata/golden/compile).
// Keep the two in step.

/** Text a visitor reads, by language code; the default language is always present. */
export type Localized<T> = Record<string, T>

/** An image: its largest fallback variant, and the variants a browser picks from (see shared/ui/Picture). */
export interface Img {
  src: string
  width: number
  height: number
  /** The JPEG or PNG variants, as a srcset; absent when there is one file only (an SVG, a small icon). */
  srcset?: string
  /** The WebP variants, as a srcset. */
  webp?: string
  /** The width it is shown at, where the data knows it (a wallpaper covers the screen). */
  sizes?: string
}

export interface Language {
  code: string
  /** The language's own name for itself: English, Português, Français. */
  name: string
}

export interface Wallpaper {
  id: string
  name: Localized<string>
  image: Img
}

export interface Document {
  id: string
  label: Localized<string>
  href: string
}

export interface Track {
  id: string
  title: Localized<string>
  src: string
}

/** The weather provider the site was built for, and how to reach it. */
export type WeatherConfig = OpenMeteoConfig | VisualCrossingConfig

/** Open-Meteo: keyless, the default. */
export interface OpenMeteoConfig {
  provider: 'open-meteo'
  /** The geocoding API's URL, without a trailing slash. */
  geocodingURL: string
  /** The forecast API's URL, without a trailing slash. */
  forecastURL: string
}

/** Visual Crossing's Timeline API, when the site has a key for it. */
export interface VisualCrossingConfig {
  provider: 'visual-crossing'
  /** The Timeline API's base URL, without a trailing slash. */
  endpoint: string
  /** "us" answers in Fahrenheit, "metric" in Celsius. */
  unitGroup: 'us' | 'metric'
  /** Empty when the site was built without PORTGEN_WEATHER_KEY. */
  key: string
}

export interface SiteData {
  /** The path the site is served under, with leading and trailing slashes. */
  base: string
  languages: Language[]
  /** URL of each language's interface strings. */
  locales: Record<string, string>
  /** URL of the projects' JSON, fetched by the projects screen. */
  projects: string
  owner: { name: string; photo: Img }
  skills: string[]
  social: { linkedin?: string; github?: string; email?: string }
  wallpapers: Wallpaper[]
  documents: Document[]
  tracks: Track[]
  weather: WeatherConfig
  /** The service worker to register, or "" (portgen serve, or a theme without one). */
  serviceWorker: string
  /** Identifies the deploy: its service worker says the same when it takes over. */
  build: string
}

/** One inline node of a paragraph's light markup. */
export type Inline =
  | string
  | { k: 'strong' | 'em'; c: Inline[] }
  | { k: 'code'; text: string }
  | { k: 'link'; href: string; c: Inline[] }

export interface Project {
  id: number
  slug: string
  icon: Img
  title: Localized<string>
  /** Paragraphs by language, each a list of inline nodes. */
  content: Localized<Inline[][]>
  tech: string[]
  links: { live: string; source: string; backend?: string }
  images: Img[]
}
