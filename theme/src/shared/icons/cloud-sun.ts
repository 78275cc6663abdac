// lucide's "cloud-sun" (lucide-react 1.75.0, ISC), written by scripts/icons.mjs: do not edit.
import { icon } from './icon'

export default /* @__PURE__ */ icon([
  ['path', { d: 'M12 2v2' }],
  ['path', { d: 'm4.93 4.93 1.41 1.41' }],
  ['path', { d: 'M20 12h2' }],
  ['path', { d: 'm19.07 4.93-1.41 1.41' }],
  ['path', { d: 'M15.947 12.65a4 4 0 0 0-5.925-4.128' }],
  ['path', { d: 'M13 22H7a5 5 0 1 1 4.9-6H13a3 3 0 0 1 0 6Z' }],
])
