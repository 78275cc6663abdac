import { atom } from 'jotai'
import { site } from '../../shared/data/site'

/** The track at index + step, or index itself past either end. */
export function stepTrack(index: number, step: 1 | -1, count: number): number {
  const next = index + step
  return next < 0 || next >= count ? index : next
}

const selectedAtom = atom<number | null>(null)
selectedAtom.debugLabel = 'musicSelected'
const playingAtom = atom(false)
playingAtom.debugLabel = 'musicPlaying'
const failedAtom = atom<number | null>(null)
failedAtom.debugLabel = 'musicFailed'

/** The index of the selected track in site.tracks, or null. */
export const selectedTrackAtom = atom((get) => get(selectedAtom))
/** Whether the player should be playing. */
export const playingStateAtom = atom((get) => get(playingAtom))
/** The index of the track that could not be played, if any. */
export const failedTrackAtom = atom((get) => get(failedAtom))

/** Chooses a track and plays it. */
export const playTrackAtom = atom(null, (_get, set, index: number) => {
  set(selectedAtom, index)
  set(failedAtom, null)
  set(playingAtom, true)
})

/** The play/pause toggle; with nothing selected it plays the first track. */
export const togglePlayAtom = atom(null, (get, set) => {
  if (get(selectedAtom) === null) {
    if (site.tracks.length > 0) set(playTrackAtom, 0)
    return
  }
  set(playingAtom, !get(playingAtom))
})

/** Previous (−1) and next (+1): they start playback, and do nothing at the ends. */
export const stepTrackAtom = atom(null, (get, set, step: 1 | -1) => {
  const current = get(selectedAtom)
  if (current === null) return
  const next = stepTrack(current, step, site.tracks.length)
  if (next !== current) set(playTrackAtom, next)
})

/** What the audio element reports: the track ended, was paused, or failed. */
export const audioEventAtom = atom(null, (get, set, event: 'ended' | 'paused' | 'playing' | 'error') => {
  if (event === 'error') set(failedAtom, get(selectedAtom))
  set(playingAtom, event === 'playing')
})

/** Close: no track selected, nothing playing. */
export const resetMusicAtom = atom(null, (_get, set) => {
  set(selectedAtom, null)
  set(playingAtom, false)
  set(failedAtom, null)
})
