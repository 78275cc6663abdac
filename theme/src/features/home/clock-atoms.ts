import { atom } from 'jotai'
import { formatTime } from './clock-format'

/** How often the clock reads the time. */
export const tickInterval = 1000

const nowAtom = atom(new Date())
nowAtom.debugLabel = 'now'
// One interval while anything shows the clock, however often it renders.
nowAtom.onMount = (set) => {
  set(new Date())
  const id = window.setInterval(() => set(new Date()), tickInterval)
  return () => window.clearInterval(id)
}

/** The current time as HH:MM; it changes once a minute. */
export const timeAtom = atom((get) => {
  const now = get(nowAtom)
  return formatTime(now.getHours(), now.getMinutes())
})
timeAtom.debugLabel = 'time'

/** The current hour, 0–23. */
export const hourAtom = atom((get) => get(nowAtom).getHours())
hourAtom.debugLabel = 'hour'
