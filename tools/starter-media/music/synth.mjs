// A tiny synthesiser: the DSP building blocks the music generator uses.
// Oscillators, an ADSR envelope, a state-variable filter, a feedback delay and
// a small Freeverb-style reverb. Everything works on plain Float32Arrays at
// 44.1 kHz; nothing here reads files or uses the network.

export const SR = 44100;
const TAU = 2 * Math.PI;

/** Seeded PRNG (mulberry32): the same seed always gives the same numbers. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// Pitch

const NOTE_INDEX = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'C#4' / 'Bb3' / 'A4' -> MIDI note number (A4 = 69). */
export function midi(name) {
  const m = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!m) throw new Error(`bad note name "${name}"`);
  const acc = m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0;
  return 12 * (Number(m[3]) + 1) + NOTE_INDEX[m[1]] + acc;
}

export const hz = (midiNote) => 440 * 2 ** ((midiNote - 69) / 12);
export const cents = (c) => 2 ** (c / 1200);
export const dbToGain = (db) => 10 ** (db / 20);

// ---------------------------------------------------------------------------
// Oscillators. Each one keeps its phase (0..1) and returns one sample per
// call to next(freq). Saw and pulse use PolyBLEP so high notes don't alias.

function polyBlep(t, dt) {
  if (t < dt) { t /= dt; return t + t - t * t - 1; }
  if (t > 1 - dt) { t = (t - 1) / dt; return t * t + t + t + 1; }
  return 0;
}

export class Osc {
  constructor(type, phase = 0, width = 0.5) {
    this.type = type;   // 'sine' | 'tri' | 'saw' | 'pulse'
    this.phase = phase;
    this.width = width; // pulse width
  }

  next(freq) {
    const dt = freq / SR;
    const p = this.phase;
    let y;
    switch (this.type) {
      case 'sine': y = Math.sin(TAU * p); break;
      case 'tri': y = 4 * Math.abs(p - 0.5) - 1; break;
      case 'saw': y = 2 * p - 1 - polyBlep(p, dt); break;
      case 'pulse': {
        const w = this.width;
        y = (p < w ? 1 : -1) + polyBlep(p, dt) - polyBlep((p + 1 - w) % 1, dt);
        break;
      }
      default: throw new Error(`unknown oscillator ${this.type}`);
    }
    this.phase = (p + dt) % 1;
    return y;
  }
}

// ---------------------------------------------------------------------------
// ADSR envelope. a, d and r are in seconds, s is the sustain level (0..1).
// The attack is linear, the decay exponential (about 95% done after d), and
// the release is a smooth curve that reaches exactly 0 after r, so a note
// never ends with a click.

export function adsr({ a = 0.005, d = 0.2, s = 0.7, r = 0.2 }) {
  const level = (t) => {
    if (t < a) return t / a;
    return s + (1 - s) * Math.exp((-3 * (t - a)) / d);
  };
  return {
    release: r,
    /** Envelope value t seconds after note-on for a note held for `held` seconds. */
    at(t, held) {
      if (t < held) return level(t);
      const x = (t - held) / r;
      if (x >= 1) return 0;
      return level(held) * (1 - x) * (1 - x);
    },
  };
}

// ---------------------------------------------------------------------------
// State-variable filter (the "TPT" / zero-delay-feedback form). One instance
// gives low-pass, band-pass and high-pass outputs; the cutoff may change on
// every sample.

export class SVF {
  constructor(q = 0.707) {
    this.k = 1 / q;
    this.ic1 = 0;
    this.ic2 = 0;
    this.lp = 0; this.bp = 0; this.hp = 0;
  }

  next(x, cutoff) {
    const fc = Math.min(Math.max(cutoff, 10), SR * 0.45);
    const g = Math.tan((Math.PI * fc) / SR);
    const k = this.k;
    const a1 = 1 / (1 + g * (g + k));
    const a2 = g * a1;
    const a3 = g * a2;
    const v3 = x - this.ic2;
    const v1 = a1 * this.ic1 + a2 * v3;
    const v2 = this.ic2 + a2 * this.ic1 + a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    this.lp = v2;
    this.bp = v1;
    this.hp = x - k * v1 - v2;
    return v2;
  }
}

/** One-pole low-pass, used for damping inside the delay and reverb loops. */
class OnePole {
  constructor(cutoff) { this.a = Math.exp((-TAU * cutoff) / SR); this.y = 0; }
  next(x) { this.y = x + this.a * (this.y - x); return this.y; }
}

// ---------------------------------------------------------------------------
// Effects. Both process whole stereo buffers in place of a send bus and
// return the wet signal.

/**
 * Ping-pong feedback delay: the left echo feeds the right one and back, and
 * each repeat is a little darker (a low-pass in the loop, like tape).
 */
export function feedbackDelay(inL, inR, { time, feedback = 0.4, damp = 3000 }) {
  const n = inL.length;
  const len = Math.round(time * SR);
  const bufL = new Float32Array(len);
  const bufR = new Float32Array(len);
  const lpL = new OnePole(damp);
  const lpR = new OnePole(damp);
  const outL = new Float32Array(n);
  const outR = new Float32Array(n);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const dl = bufL[w];
    const dr = bufR[w];
    outL[i] = dl;
    outR[i] = dr;
    // Mono input enters on the left; the echo then bounces left -> right.
    bufL[w] = lpL.next((inL[i] + inR[i]) * 0.5 + dr * feedback);
    bufR[w] = lpR.next(dl * feedback);
    w = (w + 1) % len;
  }
  return [outL, outR];
}

/**
 * A small Freeverb-style reverb: eight damped comb filters in parallel, then
 * four all-pass filters, per channel (the right channel's delays are 23
 * samples longer for stereo width).
 */
export function reverb(inL, inR, { room = 0.8, damp = 0.35, width = 1 }) {
  const COMBS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
  const ALLPASS = [556, 441, 341, 225];
  const feedback = room * 0.28 + 0.7;
  const channel = (input, spread) => {
    const n = input.length;
    const out = new Float32Array(n);
    const combs = COMBS.map((c) => ({ buf: new Float32Array(c + spread), i: 0, store: 0 }));
    const aps = ALLPASS.map((c) => ({ buf: new Float32Array(c + spread), i: 0 }));
    for (let s = 0; s < n; s++) {
      const x = input[s] * 0.015;
      let y = 0;
      for (const c of combs) {
        const o = c.buf[c.i];
        c.store = o * (1 - damp) + c.store * damp;
        c.buf[c.i] = x + c.store * feedback;
        c.i = (c.i + 1) % c.buf.length;
        y += o;
      }
      for (const a of aps) {
        const o = a.buf[a.i];
        a.buf[a.i] = y + o * 0.5;
        a.i = (a.i + 1) % a.buf.length;
        y = o - y;
      }
      out[s] = y;
    }
    return out;
  };
  const wl = channel(inL, 0);
  const wr = channel(inR, 23);
  // Width: 1 keeps the two channels apart, 0 makes the tail mono.
  const a = (1 + width) / 2;
  const b = (1 - width) / 2;
  for (let i = 0; i < wl.length; i++) {
    const l = wl[i];
    const r = wr[i];
    wl[i] = l * a + r * b;
    wr[i] = r * a + l * b;
  }
  return [wl, wr];
}
