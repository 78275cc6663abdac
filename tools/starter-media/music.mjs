#!/usr/bin/env node
// Regenerates portgen's two built-in music tracks from code: a tiny synth
// renders the scores in music/scores.mjs to PCM, this script mixes and masters
// them, writes a WAV and encodes it to MP3 with LAME.
//
//   apt-get install -y lame                     # once per machine
//   node tools/starter-media/music.mjs          # from the repository root: both tracks
//   node tools/starter-media/music.mjs night    # only tracks whose file name contains "night"
//   node tools/starter-media/music.mjs --wav    # also keep the WAVs next to the MP3s (not committed)
//   node tools/starter-media/music.mjs --levels # print each channel's level, to balance a mix
//
// Outputs: content/media/music/night-drive.mp3 and sunrise-walk.mp3
// (44.1 kHz stereo, 160 kbps CBR, about -15 LUFS, peaks under -1 dBFS).
//
// No samples, loops or soundfonts: every sound is synthesised here (see
// music/synth.mjs and music/instruments.mjs). The output is deterministic:
// all randomness (noise, humanising, dither) comes from seeded generators.
// The tracks and this code are original work for portgen, dedicated to the
// public domain under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/).

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SR, rng, midi, hz } from './music/synth.mjs';
import { instruments } from './music/instruments.mjs';
import { tracks } from './music/scores.mjs';
import { mixdown, highPass, fades, master, wav, loudness, peakDb } from './music/mix.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const OUT_DIR = path.join(ROOT, 'content/media/music');

// Integrated loudness of the WAV. LAME's 160 kbps encode (its ~17 kHz
// low-pass) measures about 0.4 LU quieter, so the MP3s land near -15 LUFS.
const TARGET_LUFS = -14.6;
const CEILING_DB = -2; // sample peak before encoding; MP3 adds a few tenths of a dB
const MP3_KBPS = 160;

// ---------------------------------------------------------------------------
// Score -> events. Every event is { t (s), dur (s), midi?, vel } on a channel.

const DRUM_VEL = { x: 1, o: 0.72, '-': 0.4 };

function parseMelodyBar(text, where) {
  const notes = [];
  let beat = 0;
  for (const tok of text.trim().split(/\s+/)) {
    const [name, len] = tok.split('/');
    const beats = Number(len);
    if (!(beats > 0)) throw new Error(`${where}: bad token "${tok}"`);
    if (name !== 'r') notes.push({ beat, beats, midi: midi(name) });
    beat += beats;
  }
  if (Math.abs(beat - 4) > 1e-9) throw new Error(`${where}: bar has ${beat} beats, not 4`);
  return notes;
}

export function arrange(score) {
  const beatSec = 60 / score.bpm;
  const rand = rng(score.seed);
  const jitter = (amount) => (rand() * 2 - 1) * amount;
  const events = {};
  const push = (channel, ev) => {
    if (!score.channels[channel]) throw new Error(`${score.title}: no channel "${channel}"`);
    (events[channel] ??= []).push(ev);
  };
  // A humanised note: timing and velocity move a little, reproducibly.
  const note = (channel, beat, beats, midiNote, vel, { exact = false } = {}) => {
    const h = score.humanize;
    const t = Math.max(0, beat * beatSec + (exact ? 0 : jitter(h.time)));
    push(channel, { t, dur: beats * beatSec, midi: midiNote, vel: Math.min(1, vel * (1 + jitter(h.vel))) });
  };
  const chord = (name) => {
    const c = score.chords[name];
    if (!c) throw new Error(`${score.title}: unknown chord "${name}"`);
    return { name, bass: midi(c.bass), notes: c.notes.split(' ').map(midi).sort((a, b) => a - b) };
  };

  let bar = 0;
  const held = {}; // channel -> the last "hold" chord, to tie repeated chords
  for (const sec of score.sections) {
    sec.bars.forEach((barText, b) => {
      const where = `${score.title} ${sec.name} bar ${b + 1}`;
      const start = (bar + b) * 4; // in beats
      const names = barText.split(' ');
      const seg = 4 / names.length;
      const chordAt = (beat) => chord(names[Math.min(names.length - 1, Math.floor(beat / seg))]);

      for (const [channel, pat] of Object.entries(sec.chords ?? {})) {
        const strum = score.channels[channel].strum ?? 0;
        if (pat === 'hold') {
          names.forEach((name, k) => {
            const last = held[channel];
            if (last && last.name === name && Math.abs(last.end - (start + k * seg)) < 1e-9) {
              for (const ev of last.events) ev.dur += seg * beatSec; // same chord again: keep it ringing
              last.end += seg;
              return;
            }
            const c = chord(name);
            const evs = c.notes.map((m) => {
              note(channel, start + k * seg, seg, m, 0.8, { exact: true });
              return events[channel].at(-1);
            });
            held[channel] = { name, end: start + (k + 1) * seg, events: evs };
          });
          continue;
        }
        const hits = score.patterns.chords[pat];
        if (!hits) throw new Error(`${where}: no chord pattern "${pat}"`);
        for (const [beat, beats, vel] of hits) {
          chordAt(beat).notes.forEach((m, i) => note(channel, start + beat + (i * strum) / beatSec, beats, m, vel));
        }
      }

      if (sec.bass) {
        const line = score.patterns.bass[sec.bass];
        if (!line) throw new Error(`${where}: no bass pattern "${sec.bass}"`);
        for (const [beat, beats, degree, vel] of line) {
          const root = chordAt(beat).bass;
          const m = root + ({ R: 0, 5: 7, O: 12 })[degree];
          note('bass', start + beat, beats, m, vel);
        }
      }

      if (sec.arp) {
        const arp = score.patterns.arp[sec.arp];
        if (!arp) throw new Error(`${where}: no arp pattern "${sec.arp}"`);
        const steps = Math.round(4 / arp.step);
        for (let k = 0; k < steps; k++) {
          const beat = k * arp.step;
          const { notes } = chordAt(beat);
          const idx = arp.seq[k % arp.seq.length];
          const m = notes[idx % notes.length] + 12 * Math.floor(idx / notes.length);
          note('arp', start + beat, arp.step * arp.gate, m, beat % 1 === 0 ? 0.9 : 0.68);
        }
      }

      if (sec.melody) {
        for (const n of parseMelodyBar(sec.melody[b], where)) {
          const vel = n.beat % 1 === 0 ? 0.85 : 0.75;
          note('lead', start + n.beat, n.beats * 0.95, n.midi, vel);
          if (sec.double) note('double', start + n.beat, n.beats * 0.95, n.midi, vel);
        }
      }

      const drumName = Array.isArray(sec.drums) ? sec.drums[b] : sec.drums;
      if (drumName) {
        const kit = score.patterns.drums[drumName];
        if (!kit) throw new Error(`${where}: no drum pattern "${drumName}"`);
        for (const [channel, steps] of Object.entries(kit)) {
          if (steps.length !== 16) throw new Error(`${where}: ${channel} pattern needs 16 steps`);
          [...steps].forEach((ch, s) => {
            if (ch === '.') return;
            const swing = s % 2 === 1 ? score.swing * 0.25 : 0;
            note(channel, start + s * 0.25 + swing, 0.25, 0, DRUM_VEL[ch]);
          });
        }
      }
    });
    bar += sec.bars.length;
  }

  const length = bar * 4 * beatSec + score.tail;
  // The background bed runs from the first section that asks for it until the
  // last bar ends; the final chord then rings out on its own.
  let bedFrom = -1;
  const musicEnd = bar * 4 * beatSec;
  bar = 0;
  for (const sec of score.sections) {
    if (sec.bed && bedFrom < 0) bedFrom = bar * 4 * beatSec;
    bar += sec.bars.length;
  }
  if (bedFrom >= 0) push('bed', { t: bedFrom, dur: musicEnd - bedFrom, vel: 1 });

  return { events, length, beatSec };
}

// ---------------------------------------------------------------------------
// Events -> audio

function render(score) {
  const { events, length: seconds, beatSec } = arrange(score);
  const length = Math.round(seconds * SR);
  const channels = [];
  Object.entries(score.channels).forEach(([name, cfg], idx) => {
    const voice = instruments[cfg.voice];
    if (!voice) throw new Error(`${score.title}: unknown voice "${cfg.voice}"`);
    const out = { L: new Float32Array(length), R: new Float32Array(length) };
    const rand = rng(score.seed * 131 + idx + 1);
    for (const ev of (events[name] ?? []).sort((a, b) => a.t - b.t)) {
      const freq = ev.midi ? hz(ev.midi + 12 * (cfg.octave ?? 0)) : 0;
      voice(out, Math.round(ev.t * SR), { ...cfg.params, freq, dur: ev.dur, vel: ev.vel, rand });
    }
    channels.push({ name, ...cfg, ...out });
  });
  const kickTimes = (events.kick ?? []).map((e) => e.t);
  const mix = mixdown(channels, { length, kickTimes, delay: score.delay, reverb: score.reverb, beatSec });
  highPass(mix.L, mix.R);
  fades(mix.L, mix.R, score.fadeIn, score.fadeOut);
  return { ...master(mix.L, mix.R, { targetLufs: TARGET_LUFS, ceilingDb: CEILING_DB }), seconds, channels };
}

function encode(wavFile, mp3File, score) {
  const args = ['--quiet', '-q', '2', '--cbr', '-b', String(MP3_KBPS),
    '--id3v2-only', '--id3v2-latin1', '--tt', score.title, '--ta', 'portgen', '--tl', 'portgen starter music',
    '--tc', 'CC0 1.0 - generated by tools/starter-media/music.mjs', wavFile, mp3File];
  const r = spawnSync('lame', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error && r.error.code === 'ENOENT') {
    console.error('lame not found: apt-get install -y lame');
    process.exit(1);
  }
  if (r.status !== 0) throw new Error(`lame failed for ${score.file}`);
}

/** Each channel's peak and loudness after its fader (before the master). */
function printLevels(channels) {
  for (const ch of channels) {
    const g = 10 ** ((ch.gain ?? 0) / 20);
    const L = ch.L.map((v) => v * g);
    const R = ch.R.map((v) => v * g);
    console.log(`  ${ch.name.padEnd(8)} peak ${peakDb(L, R).toFixed(1).padStart(6)} dBFS  `
      + `loudness ${loudness(L, R).toFixed(1).padStart(6)} LUFS`);
  }
}

function main() {
  const args = process.argv.slice(2);
  const keepWav = args.includes('--wav');
  const filter = args.find((a) => !a.startsWith('--')) ?? '';
  const todo = tracks.filter((t) => t.file.includes(filter));
  if (!todo.length) { console.error(`nothing matches "${filter}"`); process.exit(1); }

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portgen-music-'));
  try {
    for (const score of todo) {
      const res = render(score);
      if (args.includes('--levels')) printLevels(res.channels);
      const base = score.file.replace(/\.mp3$/, '');
      const wavFile = keepWav ? path.join(OUT_DIR, `${base}.wav`) : path.join(tmp, `${base}.wav`);
      fs.writeFileSync(wavFile, wav(res.L, res.R, score.seed));
      const mp3File = path.join(OUT_DIR, score.file);
      encode(wavFile, mp3File, score);
      const kb = (fs.statSync(mp3File).size / 1024).toFixed(0);
      console.log(`media/music/${score.file.padEnd(18)} ${score.title.padEnd(13)} ${res.seconds.toFixed(1)} s  `
        + `${res.lufs.toFixed(1)} LUFS  peak ${res.peak.toFixed(1)} dBFS  limiter ${res.limiter.db.toFixed(1)} dB (at ${res.limiter.at.toFixed(1)} s)  ${kb} KB`);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main();
