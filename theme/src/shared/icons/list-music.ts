// lucide's "list-music" (lucide-react 1.75.0, ISC), written by scripts/icons.mjs: do not edit.
import { icon } from './icon'

export default /* @__PURE__ */ icon([
  ['path', { d: 'M16 5H3' }],
  ['path', { d: 'M11 12H3' }],
  ['path', { d: 'M11 19H3' }],
  ['path', { d: 'M21 16V5' }],
  ['circle', { cx: '18', cy: '16', r: '3' }],
])
