import { useEffect, useState } from 'react'

/** How often the clock reads the time. */
export const tickInterval = 1000

/** The minutes since midnight, by the visitor's clock. */
function minuteOfDay(): number {
  const now = new Date()
  return now.getHours() * 60 + now.getMinutes()
}

/**
 * The current time, read every second while the component is shown, by
 * one interval however often it renders. The state is the minute, not the
 * Date: React renders the clock again only when the minute changes.
 *
 * The home screen's own state, so React's rather than an atom: no other
 * component reads it, and jotai stays out of the pages' first load (see
 * docs/contributing.md, "State").
 */
export function useTime(): { hour: number; minutes: number } {
  const [minute, setMinute] = useState(minuteOfDay)
  useEffect(() => {
    setMinute(minuteOfDay())
    const id = window.setInterval(() => setMinute(minuteOfDay()), tickInterval)
    return () => window.clearInterval(id)
  }, [])
  return { hour: Math.floor(minute / 60), minutes: minute % 60 }
}
