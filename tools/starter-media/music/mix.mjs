// Mixer and mastering: channel strips (gain, pan, auto-pan, sidechain duck)
// summed with delay and reverb returns, then fades, loudness normalisation
// (ITU-R BS.1770 integrated loudness, as ffmpeg's ebur128 measures it), a
// look-ahead peak limiter, and a 16-bit WAV writer.

import { SR, SVF, dbToGain, feedbackDelay, reverb, rng } from './synth.mjs';

/**
 * Mix rendered channels into a stereo master.
 * channels: [{ name, L, R, gain, pan, delay, reverb, autopan, duck }]
 * kickTimes: seconds of every kick hit (for the sidechain duck).
 */
export function mixdown(channels, { length, kickTimes, delay, reverb: rev, beatSec }) {
  const L = new Float32Array(length);
  const R = new Float32Array(length);
  const dSendL = new Float32Array(length);
  const dSendR = new Float32Array(length);
  const rSendL = new Float32Array(length);
  const rSendR = new Float32Array(length);
  const duckEnvelope = duckCurve(length, kickTimes);

  for (const ch of channels) {
    const g = dbToGain(ch.gain ?? 0);
    const pan = ch.pan ?? 0;
    const ap = ch.autopan;
    for (let i = 0; i < length; i++) {
      let l = ch.L[i];
      let r = ch.R[i];
      if (l === 0 && r === 0) continue;
      // Equal-power pan (unity in the centre), optionally swaying (auto-pan).
      const p = ap ? pan + ap.depth * Math.sin((2 * Math.PI * ap.rate * i) / SR) : pan;
      const angle = ((Math.max(-1, Math.min(1, p)) + 1) * Math.PI) / 4;
      let gain = g;
      if (ch.duck) gain *= 1 - ch.duck.depth * duckEnvelope(i, ch.duck.time);
      l *= gain * Math.cos(angle) * Math.SQRT2;
      r *= gain * Math.sin(angle) * Math.SQRT2;
      L[i] += l;
      R[i] += r;
      if (ch.delay) { dSendL[i] += l * ch.delay; dSendR[i] += r * ch.delay; }
      if (ch.reverb) { rSendL[i] += l * ch.reverb; rSendR[i] += r * ch.reverb; }
    }
  }

  // Delay return: mixed in, and a little of it goes on into the reverb.
  const [dl, dr] = feedbackDelay(dSendL, dSendR, { time: delay.beats * beatSec, feedback: delay.feedback, damp: delay.damp });
  for (let i = 0; i < length; i++) {
    L[i] += dl[i] * 0.7;
    R[i] += dr[i] * 0.7;
    rSendL[i] += dl[i] * 0.25;
    rSendR[i] += dr[i] * 0.25;
  }
  const [wl, wr] = reverb(rSendL, rSendR, rev);
  for (let i = 0; i < length; i++) {
    L[i] += wl[i] * 2.5;
    R[i] += wr[i] * 2.5;
  }
  return { L, R };
}

/** duck(i, time): 1 right after a kick, falling back to 0 with time constant `time`. */
function duckCurve(length, kickTimes) {
  const last = new Int32Array(length).fill(-1);
  const hits = [...kickTimes].map((t) => Math.round(t * SR)).sort((a, b) => a - b);
  let h = 0;
  let cur = -1;
  for (let i = 0; i < length; i++) {
    while (h < hits.length && hits[h] <= i) cur = hits[h++];
    last[i] = cur;
  }
  const ramp = 0.004 * SR; // a 4 ms dip in, so the duck itself doesn't click
  return (i, time) => {
    if (last[i] < 0) return 0;
    const n = i - last[i];
    return Math.min(1, n / ramp) * Math.exp(-n / (time * SR));
  };
}

// ---------------------------------------------------------------------------
// Mastering

/** Remove rumble and DC below ~30 Hz. */
export function highPass(L, R, cutoff = 30) {
  for (const x of [L, R]) {
    const f = new SVF(0.707);
    for (let i = 0; i < x.length; i++) { f.next(x[i], cutoff); x[i] = f.hp; }
  }
}

/** Raised-cosine fade-in over the first `fadeIn` s and fade-out over the last `fadeOut` s. */
export function fades(L, R, fadeIn, fadeOut) {
  const n = L.length;
  const fi = Math.round(fadeIn * SR);
  const fo = Math.round(fadeOut * SR);
  for (let i = 0; i < n; i++) {
    let g = 1;
    if (i < fi) g *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fi);
    if (i >= n - fo) g *= 0.5 + 0.5 * Math.cos((Math.PI * (i - (n - fo))) / (fo - 1));
    L[i] *= g;
    R[i] *= g;
  }
}

function biquad(x, [b0, b1, b2, a0, a1, a2]) {
  const y = new Float64Array(x.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = (b0 * x[i] + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1; x1 = x[i]; y2 = y1; y1 = v;
    y[i] = v;
  }
  return y;
}

/** The BS.1770 "K" weighting: a high shelf (+4 dB above ~1.7 kHz) and a high-pass at ~38 Hz. */
function kWeight(x) {
  const shelf = (() => {
    const A = 10 ** (4 / 40);
    const w = (2 * Math.PI * 1681.974450955533) / SR;
    const al = Math.sin(w) / (2 * 0.7071752369554196);
    const c = Math.cos(w);
    const s = 2 * Math.sqrt(A) * al;
    return [A * (A + 1 + (A - 1) * c + s), -2 * A * (A - 1 + (A + 1) * c), A * (A + 1 + (A - 1) * c - s),
      A + 1 - (A - 1) * c + s, 2 * (A - 1 - (A + 1) * c), A + 1 - (A - 1) * c - s];
  })();
  const hp = (() => {
    const w = (2 * Math.PI * 38.13547087602444) / SR;
    const al = Math.sin(w) / (2 * 0.5003270373238773);
    const c = Math.cos(w);
    return [(1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + al, -2 * c, 1 - al];
  })();
  return biquad(biquad(x, shelf), hp);
}

/** Integrated loudness in LUFS (400 ms blocks, 75% overlap, -70 LUFS and -10 LU gates). */
export function loudness(L, R) {
  const sums = [L, R].map((ch) => {
    const k = kWeight(ch);
    const c = new Float64Array(k.length + 1);
    for (let i = 0; i < k.length; i++) c[i + 1] = c[i] + k[i] * k[i];
    return c;
  });
  const block = Math.round(0.4 * SR);
  const hop = Math.round(0.1 * SR);
  const z = [];
  for (let s = 0; s + block <= L.length; s += hop) {
    z.push(sums.reduce((acc, c) => acc + (c[s + block] - c[s]) / block, 0));
  }
  const lufs = (v) => -0.691 + 10 * Math.log10(v);
  const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
  const absGated = z.filter((v) => lufs(v) > -70);
  const relGate = lufs(mean(absGated)) - 10;
  return lufs(mean(absGated.filter((v) => lufs(v) > relGate)));
}

export function peakDb(L, R) {
  let p = 0;
  for (let i = 0; i < L.length; i++) p = Math.max(p, Math.abs(L[i]), Math.abs(R[i]));
  return 20 * Math.log10(p);
}

/**
 * Look-ahead peak limiter: never lets a sample exceed `ceilingDb`. The gain
 * curve is the minimum over a short window around each sample, eased back up
 * with a release, then smoothed with a moving average over the same window
 * (so the gain is already down when a peak arrives, without clicks).
 * Returns the deepest gain reduction (dB) and when it happens (s).
 */
export function limit(L, R, ceilingDb = -2, { lookahead = 0.003, release = 0.12 } = {}) {
  const n = L.length;
  const ceil = dbToGain(ceilingDb);
  const w = Math.max(1, Math.round(lookahead * SR));
  const need = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.max(Math.abs(L[i]), Math.abs(R[i]));
    need[i] = a > ceil ? ceil / a : 1;
  }
  // Minimum over [i - w, i + w] (a monotonic deque keeps it linear time).
  const minW = new Float32Array(n);
  const dq = [];
  let head = 0;
  for (let i = 0; i < n + w; i++) {
    if (i < n) {
      while (dq.length > head && need[dq[dq.length - 1]] >= need[i]) dq.pop();
      dq.push(i);
    }
    const c = i - w;
    if (c >= 0) {
      while (dq[head] < c - w) head++;
      minW[c] = need[dq[head]];
    }
  }
  // Release: let the gain rise back slowly.
  const rel = 1 - Math.exp(-1 / (release * SR));
  let g = 1;
  for (let i = 0; i < n; i++) {
    g = Math.min(minW[i], g + (1 - g) * rel);
    minW[i] = g;
  }
  // Moving average over 2w+1 samples.
  let acc = 0;
  const get = (i) => (i < 0 || i >= n ? 1 : minW[i]);
  for (let i = -w; i <= w; i++) acc += get(i);
  let maxReduction = 1;
  let at = 0;
  for (let i = 0; i < n; i++) {
    const gain = acc / (2 * w + 1);
    if (gain < maxReduction) { maxReduction = gain; at = i / SR; }
    L[i] *= gain;
    R[i] *= gain;
    acc += get(i + w + 1) - get(i - w);
  }
  return { db: 20 * Math.log10(maxReduction), at };
}

/**
 * Bring the mix to `targetLufs` with the peaks held under `ceilingDb`.
 * The limiter takes away a little loudness, so measure again and correct.
 */
export function master(L, R, { targetLufs = -15, ceilingDb = -2 } = {}) {
  let gainDb = targetLufs - loudness(L, R);
  let out;
  let reduction;
  for (let pass = 0; pass < 3; pass++) {
    const g = dbToGain(gainDb);
    out = { L: L.map((v) => v * g), R: R.map((v) => v * g) };
    reduction = limit(out.L, out.R, ceilingDb);
    const err = targetLufs - loudness(out.L, out.R);
    if (Math.abs(err) < 0.05) break;
    gainDb += err;
  }
  return { ...out, lufs: loudness(out.L, out.R), peak: peakDb(out.L, out.R), limiter: reduction };
}

// ---------------------------------------------------------------------------

/** 16-bit stereo PCM WAV with seeded TPDF dither. */
export function wav(L, R, seed = 1) {
  const n = L.length;
  const buf = Buffer.alloc(44 + n * 4);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n * 4, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);      // PCM
  buf.writeUInt16LE(2, 22);      // channels
  buf.writeUInt32LE(SR, 24);
  buf.writeUInt32LE(SR * 4, 28); // bytes per second
  buf.writeUInt16LE(4, 32);      // block align
  buf.writeUInt16LE(16, 34);     // bits
  buf.write('data', 36);
  buf.writeUInt32LE(n * 4, 40);
  const r = rng(seed);
  const q = (v) => {
    // Triangular dither (+-1 LSB), left out where the signal is practically
    // silent so the file still starts and ends in digital silence.
    const d = Math.abs(v) < 1 / 16384 ? 0 : (r() - r()) / 32768;
    return Math.max(-32768, Math.min(32767, Math.round((v + d) * 32767)));
  };
  for (let i = 0; i < n; i++) {
    buf.writeInt16LE(q(L[i]), 44 + i * 4);
    buf.writeInt16LE(q(R[i]), 46 + i * 4);
  }
  return buf;
}
