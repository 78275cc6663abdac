// The shapes of the JSON that portgen compiles from the content folder
// (generator/compile). A machine keeps the two in step: each golden file of
// generator/compile's tests (testdata/golden/compile/*.json) has a
// TypeScript twin that declares it with these types, and `npm run contract`
// typechecks the twins, so that a field Go renames or leaves out, once the
// goldens are refreshed, is a type error that names it.

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
  /** Where its pages are: the base path for the default language, "<base>pt/" for another. Each language has every page. */
  path: string
  /** Marks the default language (site.yaml's first), and only it: read it with siteDefaultLanguage() (shared/data/site.ts), not from the order of the list. */
  default?: true
}

export interface Wallpaper {
  id: string
  name: Localized<string>
  image: Img
  /** The image of the dark scheme, when it has its own (site.yaml's `dark`). */
  dark?: Img
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

/**
 * The person the site presents: site.yaml's owner, each value falling back
 * to the résumé's basics when site.yaml leaves it out.
 */
export interface Owner {
  name: string
  /** Absent when neither site.yaml nor the résumé has a photo. */
  photo?: Img
  /** The résumé's label ("Full-stack developer"), by language. */
  label?: Localized<string>
  /** The résumé's summary, by language: plain text, paragraphs separated by a blank line. Absent without a résumé: the About screen then shows its locale text. */
  summary?: Localized<string>
}

/** The networks that have their own icon; any other profile shows a generic link icon. */
export type Network = 'github' | 'linkedin' | 'x' | 'mastodon' | 'gitlab' | 'stackoverflow' | 'youtube' | 'link'

export interface Profile {
  /** Which icon to show. */
  kind: Network
  /** The network's name as the owner wrote it ("GitHub", "Mastodon"), for labels. */
  network: string
  url: string
  username?: string
}

/** The About screen's links: site.yaml's social, or else the résumé's profiles and email. */
export interface Social {
  profiles: Profile[]
  email?: string
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
  /** The site's languages, as site.yaml lists them; one of them is marked the default. */
  languages: Language[]
  /** Whether a page of the default language sends a visitor to the same page in their own (see app/language-redirect.ts). */
  languageRedirect: boolean
  /** The colour scheme the site is shown in: the visitor's ('auto': their system's, or their choice in Settings), or always light or dark (site.yaml's `appearance`). */
  appearance: 'auto' | 'light' | 'dark'
  /** URL of each language's interface strings. */
  locales: Record<string, string>
  /** URL of the projects' JSON, fetched by the projects screen. */
  projects: string
  owner: Owner
  /** The About screen's chips: site.yaml's skills, or else the résumé's skills' keywords (a skill's name when it has none). */
  skills: string[]
  social: Social
  /** URL of each language's résumé (see Resume), fetched by the résumé screen; absent when the site has no résumé. */
  resume?: Record<string, string>
  /** URL of each language's résumé as a PDF, which portgen makes from the same data; absent when the site has no résumé. */
  resumePdf?: Record<string, string>
  wallpapers: Wallpaper[]
  documents: Document[]
  tracks: Track[]
  weather: WeatherConfig
  /** The service worker to register, or "" (portgen serve, or a theme without one). */
  serviceWorker: string
  /** Identifies the deploy: its service worker says the same when it takes over. */
  build: string
}

/** One language's interface strings (content/locales/<code>.yaml), nested at the dots of their keys, as i18next reads them: the file at SiteData.locales[code]. */
export interface LocaleStrings {
  [key: string]: string | LocaleStrings
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
  /** What its forge says of its repository, when the site reads it (repositories.fetch in site.yaml). */
  repository?: Repository
  /** Its technologies as the filter names them: its tech, and its repository's language and topics, each once. */
  tags: Tag[]
}

/** A technology, as the filter on the projects screen names it; each has a page, /apps/tags/<slug>/. */
export interface Tag {
  slug: string
  name: string
}

/**
 * A project's repository as its forge (GitHub, GitLab, Codeberg) told the
 * build. Text is the forge's: shown as text, never as markup.
 */
export interface Repository {
  stars: number
  /** Its main language; GitLab gives none. */
  language?: string
  /** An SPDX id, "MIT". */
  license?: string
  /** Its topics that the project's tech does not name already. */
  topics?: string[]
  /** The day of its last push, YYYY-MM-DD (UTC). */
  updated?: string
  /** An http(s) URL. */
  homepage?: string
  archived?: boolean
}

/**
 * One language's résumé, in the JSON Resume 1.0 shape (jsonresume.org): the
 * default language's file with that language's translation over it. Empty
 * values and empty sections are left out; dates are YYYY, YYYY-MM or
 * YYYY-MM-DD as the owner wrote them; URLs are absolute http(s).
 * References are left out unless the owner asked for them.
 */
export interface Resume {
  basics: ResumeBasics
  work?: ResumeWork[]
  volunteer?: ResumeVolunteer[]
  education?: ResumeEducation[]
  awards?: ResumeAward[]
  certificates?: ResumeCertificate[]
  publications?: ResumePublication[]
  skills?: ResumeSkill[]
  languages?: ResumeLanguage[]
  interests?: ResumeInterest[]
  references?: ResumeReference[]
  projects?: ResumeProject[]
}

export interface ResumeBasics {
  name: string
  label?: string
  image?: Img
  email?: string
  phone?: string
  url?: string
  summary?: string
  location?: { address?: string; postalCode?: string; city?: string; countryCode?: string; region?: string }
  profiles?: Profile[]
}

export interface ResumeWork {
  name?: string
  location?: string
  description?: string
  position?: string
  url?: string
  startDate?: string
  endDate?: string
  summary?: string
  highlights?: string[]
}

export interface ResumeVolunteer {
  organization?: string
  position?: string
  url?: string
  startDate?: string
  endDate?: string
  summary?: string
  highlights?: string[]
}

export interface ResumeEducation {
  institution?: string
  url?: string
  area?: string
  studyType?: string
  startDate?: string
  endDate?: string
  score?: string
  courses?: string[]
}

export interface ResumeAward {
  title?: string
  date?: string
  awarder?: string
  summary?: string
}

export interface ResumeCertificate {
  name?: string
  date?: string
  url?: string
  issuer?: string
}

export interface ResumePublication {
  name?: string
  publisher?: string
  releaseDate?: string
  url?: string
  summary?: string
}

export interface ResumeSkill {
  name?: string
  level?: string
  keywords?: string[]
}

export interface ResumeLanguage {
  language?: string
  fluency?: string
}

export interface ResumeInterest {
  name?: string
  keywords?: string[]
}

export interface ResumeReference {
  name?: string
  reference?: string
}

export interface ResumeProject {
  name?: string
  description?: string
  highlights?: string[]
  keywords?: string[]
  startDate?: string
  endDate?: string
  url?: string
  roles?: string[]
  entity?: string
  type?: string
}
