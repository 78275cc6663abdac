// The instruments: each voice renders one note (or one drum hit) into a
// stereo channel buffer { L, R } starting at sample `at`.
//
//   voice(out, at, { freq, dur, vel, rand, ...params })
//
// freq is in Hz, dur is how long the note is held in seconds (the release
// rings on after it), vel is 0..1 and rand is the channel's seeded PRNG
// (drums use it for noise). Levels are set by the mixer, so every voice
// peaks at about 1 for vel = 1.

import { SR, Osc, SVF, adsr, cents } from './synth.mjs';

const TAU = 2 * Math.PI;

function add(out, i, l, r) {
  if (i >= 0 && i < out.L.length) {
    out.L[i] += l;
    out.R[i] += r;
  }
}

// ---------------------------------------------------------------------------
// Pitched voices

/**
 * Electric piano: two-operator FM (modulator at the same frequency as the
 * carrier) whose brightness fades after the strike, plus a quiet "tine"
 * partial for the attack. Higher notes die away faster, like a real one.
 */
export function epiano(out, at, { freq, dur, vel, bright = 1 }) {
  const env = adsr({ a: 0.003, d: 2.4 * Math.sqrt(220 / freq), s: 0.15, r: 0.35 });
  const len = Math.ceil((dur + env.release) * SR);
  let pc = 0;
  let pm = 0;
  let pt = 0;
  const dt = freq / SR;
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const index = bright * vel * (0.35 + 1.4 * Math.exp(-t / 0.22));
    const mod = Math.sin(TAU * pm) * index;
    let s = Math.sin(TAU * pc + mod);
    s += 0.2 * bright * vel * Math.exp(-t / 0.03) * Math.sin(TAU * pt);
    pc = (pc + dt) % 1;
    pm = (pm + dt) % 1;
    pt = (pt + dt * 7.02) % 1;
    // The sustain level itself fades slowly, as a struck note does.
    const y = s * env.at(t, dur) * Math.exp(-t / 4) * vel * 0.8;
    add(out, at + n, y, y);
  }
}

/**
 * Warm pad: three detuned saws per note (spread left / centre / right)
 * through a gentle low-pass whose cutoff breathes slowly.
 */
export function pad(out, at, { freq, dur, vel, cutoff = 1200, attack = 0.6, release = 1.4 }) {
  const env = adsr({ a: attack, d: 1, s: 1, r: release });
  const len = Math.ceil((dur + env.release) * SR);
  const oscs = [new Osc('saw', 0.0), new Osc('saw', 0.33), new Osc('saw', 0.71)];
  const detune = [cents(-9), 1, cents(8)];
  const fl = new SVF(0.6);
  const fr = new SVF(0.6);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const a = oscs[0].next(freq * detune[0]);
    const b = oscs[1].next(freq);
    const c = oscs[2].next(freq * detune[2]);
    const fc = cutoff * (1 + 0.25 * Math.sin(TAU * 0.15 * t));
    const l = fl.next(a + 0.6 * b, fc);
    const r = fr.next(c + 0.6 * b, fc);
    const e = env.at(t, dur) * vel * 0.45;
    add(out, at + n, l * e, r * e);
  }
}

/**
 * Soft lead for melodies, a little like a flute: a triangle, a sine an octave
 * up and a touch of saw for breath, low-passed, with a delayed vibrato.
 */
export function softLead(out, at, { freq, dur, vel, cutoff = 2600 }) {
  const env = adsr({ a: 0.025, d: 0.5, s: 0.65, r: 0.3 });
  const len = Math.ceil((dur + env.release) * SR);
  const tri = new Osc('tri');
  const sine = new Osc('sine');
  const saw = new Osc('saw', 0.5);
  const f = new SVF(0.7);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const vib = 1 + 0.004 * Math.min(1, Math.max(0, (t - 0.25) / 0.4)) * Math.sin(TAU * 5.2 * t);
    const s = tri.next(freq * vib) + 0.35 * sine.next(2 * freq * vib) + 0.3 * saw.next(freq * vib);
    const y = f.next(s, cutoff) * env.at(t, dur) * vel * 0.85;
    add(out, at + n, y, y);
  }
}

/**
 * Synth lead for the bright piece: two slightly detuned saws with a sine
 * an octave below, through a low-pass that opens on each note.
 */
export function synthLead(out, at, { freq, dur, vel }) {
  const env = adsr({ a: 0.008, d: 0.35, s: 0.75, r: 0.22 });
  const len = Math.ceil((dur + env.release) * SR);
  const s1 = new Osc('saw', 0.1);
  const s2 = new Osc('saw', 0.6);
  const sub = new Osc('sine');
  const f = new SVF(0.9);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const vib = 1 + 0.003 * Math.min(1, Math.max(0, (t - 0.2) / 0.3)) * Math.sin(TAU * 5.5 * t);
    const s = 0.5 * (s1.next(freq * cents(-6) * vib) + s2.next(freq * cents(6) * vib)) + 0.35 * sub.next(freq * 0.5 * vib);
    const fc = 2200 + 3000 * vel * Math.exp(-t / 0.18);
    const y = f.next(s, fc) * env.at(t, dur) * vel * 0.9;
    add(out, at + n, y, y);
  }
}

/** Pluck for arpeggios: saw + square with a fast filter sweep and decay. */
export function pluck(out, at, { freq, dur, vel, bright = 1 }) {
  const env = adsr({ a: 0.002, d: 0.5, s: 0.0, r: 0.12 });
  const len = Math.ceil((dur + env.release) * SR);
  const saw = new Osc('saw');
  const sq = new Osc('pulse', 0, 0.3);
  const f = new SVF(1.1);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const s = saw.next(freq) + 0.4 * sq.next(freq * cents(4));
    const fc = 500 + 3800 * bright * vel * Math.exp(-t / 0.07);
    const y = f.next(s, fc) * env.at(t, dur) * vel * 0.8;
    add(out, at + n, y, y);
  }
}

/** Bell / glockenspiel: FM with an inharmonic ratio and a long decay. */
export function bell(out, at, { freq, dur, vel }) {
  const env = adsr({ a: 0.002, d: 2.2, s: 0.0, r: 0.6 });
  const len = Math.ceil((dur + env.release) * SR);
  let pc = 0;
  let pm = 0;
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const index = 1.6 * Math.exp(-t / 0.15) + 0.2;
    const s = Math.sin(TAU * pc + index * Math.sin(TAU * pm));
    pc = (pc + freq / SR) % 1;
    pm = (pm + (freq * 3.5) / SR) % 1;
    const y = s * env.at(t, Math.max(dur, 1.2)) * vel * 0.7;
    add(out, at + n, y, y);
  }
}

/** Round bass: a sine with a touch of second harmonic, lightly saturated so
 *  it is still heard on small speakers. */
export function subBass(out, at, { freq, dur, vel }) {
  const env = adsr({ a: 0.008, d: 0.6, s: 0.65, r: 0.08 });
  const len = Math.ceil((dur + env.release) * SR);
  const o1 = new Osc('sine');
  const o2 = new Osc('sine');
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const s = Math.tanh(1.6 * (o1.next(freq) + 0.3 * o2.next(2 * freq))) / Math.tanh(1.6);
    const y = s * env.at(t, dur) * vel * 0.9;
    add(out, at + n, y, y);
  }
}

/** Synth bass: a saw and a sub sine through a low-pass with a short envelope. */
export function sawBass(out, at, { freq, dur, vel }) {
  const env = adsr({ a: 0.003, d: 0.25, s: 0.7, r: 0.06 });
  const len = Math.ceil((dur + env.release) * SR);
  const saw = new Osc('saw');
  const sub = new Osc('sine');
  const f = new SVF(1.0);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const fc = 220 + 1100 * vel * Math.exp(-t / 0.06);
    const s = f.next(saw.next(freq), fc) + 0.5 * sub.next(freq);
    const y = s * env.at(t, dur) * vel * 0.75;
    add(out, at + n, y, y);
  }
}

// ---------------------------------------------------------------------------
// Drums. Each hit has a fixed length and fades to exactly 0 at its end.

function tailFade(n, len) {
  const left = len - n;
  const f = Math.round(0.01 * SR);
  return left < f ? left / f : 1;
}

/** Kick: a sine whose pitch falls quickly (f0 -> f1), plus a tiny click. */
export function kick(out, at, { vel, rand, f0 = 150, f1 = 48, decay = 0.28 }) {
  const len = Math.round(decay * 2.2 * SR);
  let p = 0;
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const f = f1 + (f0 - f1) * Math.exp(-t / 0.035);
    p += f / SR;
    const body = Math.sin(TAU * p) * Math.exp(-t / decay);
    const click = (rand() * 2 - 1) * Math.exp(-t / 0.0015) * 0.3;
    const y = (body + click) * vel * tailFade(n, len);
    add(out, at + n, y, y);
  }
}

/** Snare: band-passed noise plus a short tone for the body. `tone` darkens it. */
export function snare(out, at, { vel, rand, tone = 1, decay = 0.1 }) {
  const len = Math.round(0.4 * SR);
  const bp = new SVF(0.8);
  const lp = new SVF(0.7);
  let p = 0;
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const noise = bp.next(rand() * 2 - 1, 1900 * tone) * 1.4 + bp.hp * 0.25 * tone;
    p += 185 / SR;
    const body = Math.sin(TAU * p) * Math.exp(-t / 0.045) * 0.6;
    const s = lp.next(noise * Math.exp(-t / decay) + body, 9000 * tone);
    const y = s * vel * tailFade(n, len);
    add(out, at + n, y, y);
  }
}

/** Hi-hat: high-passed noise, closed (short) or open (longer). */
export function hat(out, at, { vel, rand, open = false, tone = 1 }) {
  const decay = open ? 0.16 : 0.028;
  const len = Math.round(decay * 5 * SR);
  const f = new SVF(0.9);
  const lp = new SVF(0.7);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    f.next(rand() * 2 - 1, 7200 * tone);
    const s = lp.next(f.hp, 14000 * tone);
    const y = s * Math.exp(-t / decay) * vel * tailFade(n, len);
    add(out, at + n, y, y);
  }
}

/** Clap: three quick bursts of band-passed noise and a short tail. */
export function clap(out, at, { vel, rand }) {
  const len = Math.round(0.35 * SR);
  const f = new SVF(1.4);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    let e = 0;
    for (const start of [0, 0.011, 0.022]) if (t >= start) e = Math.max(e, Math.exp(-(t - start) / 0.005));
    if (t >= 0.022) e += 0.6 * Math.exp(-(t - 0.022) / 0.09);
    const s = f.next(rand() * 2 - 1, 1250) * 2.2;
    const y = s * e * vel * tailFade(n, len);
    add(out, at + n, y, y);
  }
}

/** Shaker: band-passed noise with a soft attack. */
export function shaker(out, at, { vel, rand }) {
  const len = Math.round(0.12 * SR);
  const f = new SVF(1.2);
  for (let n = 0; n < len; n++) {
    const t = n / SR;
    const e = Math.min(1, t / 0.012) * Math.exp(-t / 0.035);
    const s = f.next(rand() * 2 - 1, 6500) * 1.5;
    const y = s * e * vel * tailFade(n, len);
    add(out, at + n, y, y);
  }
}

/** Vinyl crackle bed for the lo-fi piece: sparse, tiny, band-limited clicks. */
export function crackle(out, at, { dur, rand, rate = 9 }) {
  const len = Math.round(dur * SR);
  const f = new SVF(0.9);
  const fade = Math.round(1.5 * SR);
  for (let n = 0; n < len; n++) {
    let x = 0;
    if (rand() < rate / SR) x = (rand() * 2 - 1) * (0.3 + 0.7 * rand());
    const s = f.next(x + (rand() * 2 - 1) * 0.004, 3200);
    const e = Math.min(1, n / fade, (len - n) / fade);
    add(out, at + n, s * e, s * e);
  }
}

export const instruments = {
  epiano, pad, softLead, synthLead, pluck, bell, subBass, sawBass,
  kick, snare, hat, clap, shaker, crackle,
};
