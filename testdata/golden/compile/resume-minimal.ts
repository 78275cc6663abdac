// Generated from resume-minimal.json by internal/sitetest's GoldenData, with it
// (UPDATE_GOLDEN=1): the data as the theme's types must describe it, which
// `npm run contract` checks. Do not edit.
import type { Resume } from '../../../theme/src/shared/data/types'

const data: Resume = {
  "basics": {
    "name": "Ada Lovelace"
  },
  "work": [
    {
      "name": "Analytical Engine",
      "startDate": "1842"
    }
  ]
}

export default data
