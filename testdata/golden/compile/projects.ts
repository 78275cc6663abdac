// Generated from projects.json by internal/sitetest's GoldenData, with it
// (UPDATE_GOLDEN=1): the data as the theme's types must describe it, which
// `npm run contract` checks. Do not edit.
import type { Project } from '../../../theme/src/shared/data/types'

const data: Project[] = [
  {
    "content": {
      "en": [
        [
          "A shop app with ",
          {
            "c": [
              "stock"
            ],
            "k": "strong"
          },
          "."
        ],
        [
          "See ",
          {
            "c": [
              "the demo"
            ],
            "href": "https://example.com/pos/demo",
            "k": "link"
          },
          "."
        ]
      ]
    },
    "icon": {
      "height": 8,
      "src": "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%208%208%22%3E%3Cpath%20fill=%22%232563eb%22%20d=%22M0%200h8v8H0z%22/%3E%3C/svg%3E%0A",
      "width": 8
    },
    "id": 1,
    "images": [
      {
        "height": 200,
        "sizes": "100vw",
        "src": "/assets/media/shot-1.042d7d9710-320w.jpg",
        "srcset": "/assets/media/shot-1.042d7d9710-320w.jpg 320w",
        "webp": "/assets/media/shot-1.042d7d9710-320w.webp 320w",
        "width": 320
      },
      {
        "height": 201,
        "sizes": "100vw",
        "src": "/assets/media/shot-2.ecbe62869e-320w.jpg",
        "srcset": "/assets/media/shot-2.ecbe62869e-320w.jpg 320w",
        "webp": "/assets/media/shot-2.ecbe62869e-320w.webp 320w",
        "width": 320
      },
      {
        "height": 202,
        "sizes": "100vw",
        "src": "/assets/media/shot-3.b89d0f2d1a-320w.jpg",
        "srcset": "/assets/media/shot-3.b89d0f2d1a-320w.jpg 320w",
        "webp": "/assets/media/shot-3.b89d0f2d1a-320w.webp 320w",
        "width": 320
      }
    ],
    "links": {
      "backend": "https://example.com/pos-api.git",
      "live": "https://example.com/pos",
      "source": "https://example.com/pos.git"
    },
    "slug": "point-of-sale",
    "tags": [
      {
        "name": "React",
        "slug": "react"
      },
      {
        "name": "Ruby on Rails",
        "slug": "ruby-on-rails"
      }
    ],
    "tech": [
      "React",
      "Rails"
    ],
    "title": {
      "en": "Point of Sale",
      "pt": "Ponto de Venda"
    }
  },
  {
    "content": {
      "en": [
        [
          "Find ",
          {
            "c": [
              "good"
            ],
            "k": "em"
          },
          " coffee near you, with ",
          {
            "k": "code",
            "text": "navigator.geolocation"
          },
          "."
        ]
      ]
    },
    "icon": {
      "height": 48,
      "src": "/assets/media/cafe.7d3c45f8a4-48w.jpg",
      "srcset": "/assets/media/cafe.7d3c45f8a4-48w.jpg 48w",
      "webp": "/assets/media/cafe.7d3c45f8a4-48w.webp 48w",
      "width": 48
    },
    "id": 2,
    "images": [
      {
        "height": 203,
        "sizes": "100vw",
        "src": "/assets/media/shot-4.287cb2dc63-320w.jpg",
        "srcset": "/assets/media/shot-4.287cb2dc63-320w.jpg 320w",
        "webp": "/assets/media/shot-4.287cb2dc63-320w.webp 320w",
        "width": 320
      }
    ],
    "links": {
      "live": "https://example.com/cafe",
      "source": "https://example.com/cafe.git"
    },
    "repository": {
      "archived": true,
      "language": "TypeScript",
      "license": "MIT",
      "stars": 1234,
      "topics": [
        "Vite",
        "maps",
        "Ruby on Rails",
        "\u003cb\u003egeo\u003c/b\u003e"
      ],
      "updated": "2026-10-03"
    },
    "slug": "cafe-finder",
    "tags": [
      {
        "name": "Vue",
        "slug": "vue"
      },
      {
        "name": "TypeScript",
        "slug": "typescript"
      },
      {
        "name": "Vite",
        "slug": "vite"
      },
      {
        "name": "maps",
        "slug": "maps"
      },
      {
        "name": "Ruby on Rails",
        "slug": "ruby-on-rails"
      },
      {
        "name": "\u003cb\u003egeo\u003c/b\u003e",
        "slug": "b-geo-b"
      }
    ],
    "tech": [
      "Vue"
    ],
    "title": {
      "en": "Café Finder"
    }
  },
  {
    "content": {
      "en": [
        [
          "Money."
        ]
      ]
    },
    "icon": {
      "height": 48,
      "src": "/assets/media/cafe.7d3c45f8a4-48w.jpg",
      "srcset": "/assets/media/cafe.7d3c45f8a4-48w.jpg 48w",
      "webp": "/assets/media/cafe.7d3c45f8a4-48w.webp 48w",
      "width": 48
    },
    "id": 3,
    "images": [
      {
        "height": 204,
        "sizes": "100vw",
        "src": "/assets/media/shot-5.46c270e796-320w.jpg",
        "srcset": "/assets/media/shot-5.46c270e796-320w.jpg 320w",
        "webp": "/assets/media/shot-5.46c270e796-320w.webp 320w",
        "width": 320
      },
      {
        "height": 205,
        "sizes": "100vw",
        "src": "/assets/media/shot-6.f45b313629-320w.jpg",
        "srcset": "/assets/media/shot-6.f45b313629-320w.jpg 320w",
        "webp": "/assets/media/shot-6.f45b313629-320w.webp 320w",
        "width": 320
      }
    ],
    "links": {
      "live": "https://example.com/budget",
      "source": "https://example.com/budget.git"
    },
    "slug": "budget",
    "tags": [
      {
        "name": "Ruby on Rails",
        "slug": "ruby-on-rails"
      }
    ],
    "tech": [
      "Rails"
    ],
    "title": {
      "en": "Budget App"
    }
  }
]

export default data
