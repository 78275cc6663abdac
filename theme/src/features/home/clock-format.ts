export type ClockIcon = 'cloud' | 'sun' | 'moon'

/** The clock's icon: a cloud at 5 h, a sun with cloud from 6 to 17 h, else a moon. */
export function clockIcon(hour: number): ClockIcon {
  if (hour === 5) return 'cloud'
  if (hour >= 6 && hour <= 17) return 'sun'
  return 'moon'
}

/** HH:MM, zero-padded. */
export function formatTime(hour: number, minutes: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}
