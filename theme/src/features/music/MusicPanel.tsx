import { useAtomValue, useSetAtom } from 'jotai'
import ListMusic from '../../shared/icons/list-music'
import Pause from '../../shared/icons/pause'
import Play from '../../shared/icons/play'
import SkipBack from '../../shared/icons/skip-back'
import SkipForward from '../../shared/icons/skip-forward'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSite } from '../../shared/data/use-site'
import { useLocalized } from '../../shared/i18n/use-localized'
import { loadChunkStyles } from '../../shared/styles'
import { hideToolAtom } from '../../shared/tools/tool-atoms'
import { ToolPanel } from '../../shared/tools/ToolPanel'
import controls from '../../shared/ui/controls.module.css'
import { SidePanelButton } from '../../shared/ui/SidePanelButton'
import { narrowScreen, useMediaQuery } from '../../shared/use-media-query'
import {
  audioEventAtom,
  failedTrackAtom,
  playingStateAtom,
  playTrackAtom,
  resetMusicAtom,
  selectedTrackAtom,
  stepTrackAtom,
  togglePlayAtom,
} from './music-atoms'
import { Progress } from './Progress'
import styles from './Music.module.css'

await loadChunkStyles(import.meta.url)

/**
 * The music player. Its <audio> element stays mounted while the panel is
 * minimized, so the music keeps playing; Close stops it and forgets the track.
 */
export default function MusicPanel() {
  const { t } = useTranslation()
  const localized = useLocalized()
  const selected = useAtomValue(selectedTrackAtom)
  const playing = useAtomValue(playingStateAtom)
  const failed = useAtomValue(failedTrackAtom)
  const toggle = useSetAtom(togglePlayAtom)
  const step = useSetAtom(stepTrackAtom)
  const onAudio = useSetAtom(audioEventAtom)
  const reset = useSetAtom(resetMusicAtom)
  const hide = useSetAtom(hideToolAtom)
  const narrow = useMediaQuery(narrowScreen)
  const audio = useRef<HTMLAudioElement>(null)
  const site = useSite()
  const track = selected === null ? undefined : site.tracks[selected]

  // The atoms say what should happen; the element does it.
  useEffect(() => {
    const element = audio.current
    if (!element) return
    // A play request that something newer interrupted (the next track, a
    // pause, Close) rejects with AbortError: the atoms already say what is
    // wanted. Any other refusal (autoplay blocked, say) means paused.
    if (playing && track) element.play().catch((error: unknown) => (error as Error).name !== 'AbortError' && onAudio('paused'))
    else element.pause()
  }, [playing, track, onAudio])

  return (
    <ToolPanel
      tool="music"
      onClose={() => {
        reset()
        hide('music')
      }}
    >
      <div className={styles.music}>
        <section className={styles.player} aria-label={t('tools.music')}>
          <p className={styles.nowPlaying} aria-live="polite">
            {track ? localized(track.title) : t('music.nothing')}
          </p>
          {failed !== null && site.tracks[failed] && (
            <p className={styles.error} role="alert">
              {t('music.error', { title: localized(site.tracks[failed].title) })}
            </p>
          )}
          {/* One element per track: a new src on a playing element fires a
              pause event late, after the next track was asked to play,
              which would stop it; the last track's element just goes. */}
          <audio
            key={track?.id ?? ''}
            ref={audio}
            src={track?.src}
            preload="none"
            onPlaying={() => onAudio('playing')}
            onPause={(event) => !event.currentTarget.ended && onAudio('paused')}
            onEnded={() => onAudio('ended')}
            onError={() => track && onAudio('error')}
          />
          <Progress audio={audio} trackKey={track?.id} />
          <div className={styles.controls}>
            <button
              type="button"
              className={controls.round}
              aria-label={t('music.previous')}
              disabled={selected === null || selected === 0}
              onClick={() => step(-1)}
            >
              <SkipBack aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${controls.round} ${controls.accent} ${styles.play}`}
              aria-label={playing ? t('music.pause') : t('music.play')}
              disabled={site.tracks.length === 0}
              onClick={() => toggle()}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </button>
            <button
              type="button"
              className={controls.round}
              aria-label={t('music.next')}
              disabled={selected === null || selected === site.tracks.length - 1}
              onClick={() => step(1)}
            >
              <SkipForward aria-hidden="true" />
            </button>
          </div>
          {narrow && (
            <SidePanelButton label={t('music.tracks')} icon={<ListMusic aria-hidden="true" />}>
              {(close) => <TrackList onChoose={close} />}
            </SidePanelButton>
          )}
        </section>
        {!narrow && (
          <section aria-label={t('music.tracks')}>
            <TrackList onChoose={() => {}} />
          </section>
        )}
      </div>
    </ToolPanel>
  )
}

/** The tracks; choosing one plays it. */
function TrackList({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation()
  const localized = useLocalized()
  const selected = useAtomValue(selectedTrackAtom)
  const play = useSetAtom(playTrackAtom)
  const site = useSite()
  if (site.tracks.length === 0) return <p>{t('music.empty')}</p>
  return (
    <ol className={styles.tracks}>
      {site.tracks.map((track, index) => (
        <li key={track.id}>
          <button
            type="button"
            className={styles.track}
            aria-current={selected === index ? 'true' : undefined}
            onClick={() => {
              play(index)
              onChoose()
            }}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {localized(track.title)}
          </button>
        </li>
      ))}
    </ol>
  )
}
