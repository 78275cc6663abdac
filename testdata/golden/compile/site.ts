// Generated from site.json by internal/sitetest's GoldenData, with it
// (UPDATE_GOLDEN=1): the data as the theme's types must describe it, which
// `npm run contract` checks. Do not edit.
import type { SiteData } from '../../../theme/src/shared/data/types'

const data: SiteData = {
  "appearance": "auto",
  "base": "/",
  "build": "",
  "documents": [
    {
      "href": "/assets/documents/resume.e7234983fb.pdf",
      "id": "resume",
      "label": {
        "en": "English resume",
        "pt": "Currículo em inglês"
      }
    },
    {
      "href": "/assets/documents/letter.e7234983fb.pdf",
      "id": "letter",
      "label": {
        "en": "Motivation letter"
      }
    }
  ],
  "languageRedirect": true,
  "languages": [
    {
      "code": "en",
      "default": true,
      "name": "English",
      "path": "/"
    },
    {
      "code": "pt",
      "name": "Português",
      "path": "/pt/"
    },
    {
      "code": "fr",
      "name": "Français",
      "path": "/fr/"
    }
  ],
  "locales": {
    "en": "/assets/locales/en.8555f13660.json",
    "fr": "/assets/locales/fr.553f2eb7a0.json",
    "pt": "/assets/locales/pt.e24a052b1b.json"
  },
  "owner": {
    "label": {
      "en": "Programmer",
      "fr": "Programmer",
      "pt": "Programador"
    },
    "name": "Ada Lovelace",
    "photo": {
      "height": 40,
      "src": "/assets/media/photo.1ecc39df06-40w.jpg",
      "srcset": "/assets/media/photo.1ecc39df06-40w.jpg 40w",
      "webp": "/assets/media/photo.1ecc39df06-40w.webp 40w",
      "width": 40
    },
    "summary": {
      "en": "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford. (Go Sooners and Cardinal!) Before starting Pied Piper, he worked for Hooli as a part time software developer.\n\nWhile his work focuses on applied information theory, mostly optimizing lossless compression schema of both the length-limited and adaptive variants, his non-work interests range widely, everything from quantum computing to chaos theory. He could tell you about it, but THAT would NOT be a “length-limited” conversation!",
      "fr": "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford. (Go Sooners and Cardinal!) Before starting Pied Piper, he worked for Hooli as a part time software developer.\n\nWhile his work focuses on applied information theory, mostly optimizing lossless compression schema of both the length-limited and adaptive variants, his non-work interests range widely, everything from quantum computing to chaos theory. He could tell you about it, but THAT would NOT be a “length-limited” conversation!",
      "pt": "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford. (Go Sooners and Cardinal!) Before starting Pied Piper, he worked for Hooli as a part time software developer.\n\nWhile his work focuses on applied information theory, mostly optimizing lossless compression schema of both the length-limited and adaptive variants, his non-work interests range widely, everything from quantum computing to chaos theory. He could tell you about it, but THAT would NOT be a “length-limited” conversation!"
    }
  },
  "projects": "/assets/data/projects.108b45a4c9.json",
  "resume": {
    "en": "/assets/data/resume.en.034fec0c6f.json",
    "fr": "/assets/data/resume.fr.034fec0c6f.json",
    "pt": "/assets/data/resume.pt.c3d7df075a.json"
  },
  "resumePdf": {
    "en": "/assets/resume-6be23a8a6a/Richard-Hendriks-resume-en.pdf",
    "fr": "/assets/resume-78e97e85cd/Richard-Hendriks-resume-fr.pdf",
    "pt": "/assets/resume-3104ebabe8/Richard-Hendriks-resume-pt.pdf"
  },
  "serviceWorker": "",
  "skills": [
    "Go",
    "React"
  ],
  "social": {
    "email": "ada@example.com",
    "profiles": [
      {
        "kind": "linkedin",
        "network": "LinkedIn",
        "url": "https://www.linkedin.com/in/ada"
      },
      {
        "kind": "github",
        "network": "GitHub",
        "url": "https://github.com/ada"
      },
      {
        "kind": "x",
        "network": "Twitter",
        "url": "https://www.twitter.com",
        "username": "neutralthoughts"
      },
      {
        "kind": "link",
        "network": "SoundCloud",
        "url": "https://soundcloud.example.com/dandymusicnl",
        "username": "dandymusicnl"
      }
    ]
  },
  "tracks": [
    {
      "id": "first",
      "src": "/assets/media/first.b766f24e30.wav",
      "title": {
        "en": "First Light",
        "pt": "Primeira Luz"
      }
    },
    {
      "id": "second",
      "src": "/assets/media/second.285532e758.wav",
      "title": {
        "en": "Second Wind"
      }
    }
  ],
  "wallpapers": [
    {
      "dark": {
        "height": 181,
        "sizes": "(min-aspect-ratio: 320/181) 100vw, 176.8vh",
        "src": "/assets/media/dunes-night.83c47fe61a-320w.jpg",
        "srcset": "/assets/media/dunes-night.83c47fe61a-320w.jpg 320w",
        "webp": "/assets/media/dunes-night.83c47fe61a-320w.webp 320w",
        "width": 320
      },
      "id": "dunes",
      "image": {
        "height": 180,
        "sizes": "(min-aspect-ratio: 16/9) 100vw, 177.78vh",
        "src": "/assets/media/dunes.4ce31d2dd1-320w.jpg",
        "srcset": "/assets/media/dunes.4ce31d2dd1-320w.jpg 320w",
        "webp": "/assets/media/dunes.4ce31d2dd1-320w.webp 320w",
        "width": 320
      },
      "name": {
        "en": "Dunes",
        "pt": "Dunas"
      }
    },
    {
      "id": "lagoon",
      "image": {
        "height": 182,
        "sizes": "(min-aspect-ratio: 160/91) 100vw, 175.83vh",
        "src": "/assets/media/lagoon.401ae6595a-320w.jpg",
        "srcset": "/assets/media/lagoon.401ae6595a-320w.jpg 320w",
        "webp": "/assets/media/lagoon.401ae6595a-320w.webp 320w",
        "width": 320
      },
      "name": {
        "en": "Lagoon"
      }
    }
  ],
  "weather": {
    "forecastURL": "https://api.open-meteo.com/v1/forecast",
    "geocodingURL": "https://geocoding-api.open-meteo.com/v1/search",
    "provider": "open-meteo"
  }
}

export default data
