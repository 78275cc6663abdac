// lucide's "undo-2" (lucide-react 1.75.0, ISC), written by scripts/icons.mjs: do not edit.
import { icon } from './icon'

export default /* @__PURE__ */ icon([
  ['path', { d: 'M9 14 4 9l5-5' }],
  ['path', { d: 'M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11' }],
])
