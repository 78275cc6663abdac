import { useEffect, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './Music.module.css'

const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** The position in the track, as a slider the visitor can drag to seek. */
export function Progress({ audio, trackKey }: { audio: RefObject<HTMLAudioElement | null>; trackKey?: string }) {
  const { t } = useTranslation()
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)

  useEffect(() => {
    const element = audio.current
    if (!element) return
    const update = () => {
      setTime(element.currentTime)
      setDuration(Number.isFinite(element.duration) ? element.duration : 0)
    }
    update()
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'emptied'] as const
    events.forEach((e) => element.addEventListener(e, update))
    return () => events.forEach((e) => element.removeEventListener(e, update))
  }, [audio, trackKey])

  return (
    <div className={styles.progress}>
      <span aria-hidden="true">{clock(time)}</span>
      <input
        type="range"
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(time, duration || 0)}
        disabled={!duration}
        aria-label={t('music.progress')}
        aria-valuetext={`${clock(time)} / ${clock(duration)}`}
        onChange={(event) => {
          const element = audio.current
          if (element) element.currentTime = Number(event.target.value)
        }}
      />
      <span aria-hidden="true">{clock(duration)}</span>
    </div>
  )
}
