import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { audioEventAtom, playingStateAtom, playTrackAtom, resetMusicAtom, selectedTrackAtom, stepTrack, stepTrackAtom, togglePlayAtom } from './music-atoms'

describe('stepTrack', () => {
  it('moves within the list and stays put at either end', () => {
    expect(stepTrack(0, 1, 2)).toBe(1)
    expect(stepTrack(1, 1, 2)).toBe(1)
    expect(stepTrack(1, -1, 2)).toBe(0)
    expect(stepTrack(0, -1, 2)).toBe(0)
    expect(stepTrack(0, 1, 1)).toBe(0)
  })
})

describe('the music atoms', () => {
  it('plays the first track from the toggle, and steps within bounds with playback', () => {
    const store = createStore()
    store.set(togglePlayAtom)
    expect(store.get(selectedTrackAtom)).toBe(0)
    expect(store.get(playingStateAtom)).toBe(true)

    store.set(audioEventAtom, 'paused')
    store.set(stepTrackAtom, -1) // at the first track: nothing happens
    expect(store.get(selectedTrackAtom)).toBe(0)
    expect(store.get(playingStateAtom)).toBe(false)

    store.set(stepTrackAtom, 1)
    expect(store.get(selectedTrackAtom)).toBe(1)
    expect(store.get(playingStateAtom)).toBe(true)
    store.set(stepTrackAtom, 1) // at the last track: nothing happens
    expect(store.get(selectedTrackAtom)).toBe(1)
  })

  it('stops playing when a track ends, and forgets everything on close', () => {
    const store = createStore()
    store.set(playTrackAtom, 1)
    store.set(audioEventAtom, 'ended')
    expect(store.get(playingStateAtom)).toBe(false)
    expect(store.get(selectedTrackAtom)).toBe(1)
    store.set(resetMusicAtom)
    expect(store.get(selectedTrackAtom)).toBeNull()
  })
})
