// Generated from locale-pt.json by internal/sitetest's GoldenData, with it
// (UPDATE_GOLDEN=1): the data as the theme's types must describe it, which
// `npm run contract` checks. Do not edit.
import type { LocaleStrings } from '../../../theme/src/shared/data/types'

const data: LocaleStrings = {
  "common": {
    "noscript": "Ative o JavaScript."
  },
  "language": {
    "name": "Português"
  },
  "pages": {
    "about": {
      "description": "Sobre",
      "title": "Sobre"
    },
    "apps": {
      "description": "Projetos",
      "title": "Projetos · {{name}}"
    },
    "docs": {
      "description": "Documentos",
      "title": "Documentos"
    },
    "home": {
      "description": "Portfólio de {{name}}",
      "title": "{{name}}"
    },
    "notFound": {
      "description": "Não encontrado",
      "title": "Não encontrado"
    },
    "project": {
      "title": "{{title}} · Projetos"
    },
    "resume": {
      "description": "O currículo de {{name}}",
      "title": "Currículo · {{name}}"
    },
    "setting": {
      "description": "Definições",
      "title": "Definições"
    }
  }
}

export default data
