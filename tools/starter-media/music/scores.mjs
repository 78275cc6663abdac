// The two starter pieces, written as data. music.mjs turns a score into
// notes and renders them with the voices in instruments.mjs.
//
// How to read a score
// -------------------
// chords     name -> { bass: lowest note, notes: the voicing (space separated) }
// sections   played in order. `bars` lists one chord name per bar, or two
//            ("Gm9 C13") to change chord halfway through the bar. The other
//            keys say what each part plays in that section:
//              chords: { channel: pattern }  chord parts ("hold" = sustain each chord)
//              bass:   pattern name          bass line built on each chord's bass note
//              arp:    pattern name          arpeggio over the chord voicing
//              melody: [one string per bar]  "note/beats" tokens, "r" is a rest;
//                                            every bar must add up to 4 beats
//              double: true                  also play the melody on the `double` channel
//              drums:  pattern name, or one name per bar
//              bed:    true                  a background texture (vinyl crackle) on `bed`
// patterns   chords: [[beat, beats, velocity], ...]
//            bass:   [[beat, beats, degree, velocity], ...]  degree R = root,
//                    5 = fifth above, O = octave above
//            arp:    { step (beats), seq: indexes into the voicing (going past
//                    the top continues an octave up), gate: note length / step }
//            drums:  one 16-step string per drum channel: x = accent, o = normal,
//                    - = ghost, . = rest
// channels   voice (from instruments.mjs) and its params; mixer settings:
//            gain (dB), pan (-1..1), delay and reverb send levels (0..1),
//            octave (transpose), strum (s between chord notes), autopan, duck
//            (sidechain dip on every kick: depth 0..1, recovery time in s).
//
// Both pieces are original work for portgen, dedicated to the public domain
// (CC0 1.0).

// ---------------------------------------------------------------------------
// "Night Drive": calm lo-fi in F major, 80 BPM. A ii-V-I-vi loop
// (Gm9 C13 Fmaj9 Dm9) on a Rhodes-like electric piano, with a soft pad, a round
// bass, swung boom-bap drums, vinyl crackle and a flute-like melody.
export const nightDrive = {
  file: 'night-drive.mp3',
  title: 'Night Drive',
  bpm: 80,
  swing: 0.2,
  seed: 1980,
  humanize: { time: 0.007, vel: 0.1 },
  tail: 3.5,
  fadeIn: 1.2,
  fadeOut: 5,

  chords: {
    Fmaj9: { bass: 'F2', notes: 'A3 C4 E4 G4' },
    Dm9: { bass: 'D2', notes: 'F3 A3 C4 E4' },
    Gm9: { bass: 'G2', notes: 'Bb3 D4 F4 A4' },
    C13: { bass: 'C3', notes: 'Bb3 D4 E4 A4' },
    Bbmaj9: { bass: 'Bb2', notes: 'A3 C4 D4 F4' },
    Am7: { bass: 'A2', notes: 'G3 C4 E4' },
  },

  sections: [
    { name: 'intro', bars: ['Fmaj9', 'Dm9'], chords: { keys: 'soft', pad: 'hold' }, bass: 'long', bed: true },
    {
      name: 'A',
      bars: ['Gm9', 'C13', 'Fmaj9', 'Dm9'],
      chords: { keys: 'comp', pad: 'hold' }, bass: 'groove', drums: 'A', bed: true,
      melody: [
        'r/.5 A4/.5 Bb4/.5 D5/1.5 F5/1',
        'E5/1.5 D5/.5 C5/1 A4/1',
        'C5/2 r/.5 A4/.5 G4/1',
        'A4/3 r/1',
      ],
    },
    {
      name: 'A2',
      bars: ['Gm9', 'C13', 'Fmaj9', 'Dm9'],
      chords: { keys: 'comp', pad: 'hold' }, bass: 'groove', drums: 'A2', bed: true,
      melody: [
        'r/.5 D5/.5 F5/.5 G5/1.5 F5/1',
        'E5/1 D5/.5 E5/.5 G5/2',
        'F5/1 E5/.5 C5/1.5 D5/1',
        'E5/1.5 D5/.5 A4/2',
      ],
    },
    {
      name: 'B',
      bars: ['Bbmaj9', 'Am7', 'Dm9', 'Gm9 C13'],
      chords: { keys: 'comp', pad: 'hold' }, bass: 'groove', drums: ['B', 'B', 'B', 'fill'], bed: true,
      melody: [
        'F5/1.5 D5/.5 C5/1 D5/1',
        'E5/2 C5/.5 A4/1.5',
        'F5/1 E5/.5 D5/.5 A4/1 C5/1',
        'Bb4/1 D5/1 E5/1 G5/1',
      ],
    },
    {
      name: 'outro',
      bars: ['Gm9 C13'],
      chords: { keys: 'comp', pad: 'hold' }, bass: 'groove', drums: 'outro', bed: true,
      melody: ['F5/1 D5/1 C5/1 Bb4/.5 G4/.5'],
    },
    {
      name: 'end',
      bars: ['Fmaj9'],
      chords: { keys: 'hit', pad: 'hold' }, bass: 'hit', drums: 'end', bed: true,
      melody: ['A4/4'],
    },
  ],

  patterns: {
    chords: {
      soft: [[0, 3.8, 0.7], [2.5, 1.3, 0.4]],
      comp: [[0, 1.4, 0.7], [1.5, 0.45, 0.38], [2.5, 1.4, 0.55]],
      hit: [[0, 4, 0.6]],
    },
    bass: {
      groove: [[0, 2.25, 'R', 0.95], [2.5, 0.75, '5', 0.6], [3.5, 0.45, 'R', 0.7]],
      long: [[0, 3.5, 'R', 0.7]],
      hit: [[0, 3.5, 'R', 0.85]],
    },
    drums: {
      A: {
        kick: 'x......o.o......',
        snare: '....x.......x...',
        hat: 'x.o.x.o.x.o.x.oo',
      },
      A2: {
        kick: 'x......o.o....-.',
        snare: '....x.......x..-',
        hat: 'x-o-x-o-x-o-x-o-',
      },
      B: {
        kick: 'x.......o.o.....',
        snare: '....x.......x...',
        hat: 'x.o.x.o-x.o.x.o-',
      },
      fill: {
        kick: 'x......o.o......',
        snare: '....x.......x-oo',
        hat: 'x.o.x.o.x.o.....',
      },
      outro: {
        kick: 'x.......o.......',
        snare: '....o.......o...',
        hat: 'x.o.x.o.x.o.x.o.',
      },
      end: { kick: 'o...............' },
    },
  },

  channels: {
    keys: { voice: 'epiano', params: { bright: 1.6 }, gain: -12.5, pan: -0.05, strum: 0.014, delay: 0.22, reverb: 0.35, autopan: { rate: 3.2, depth: 0.35 } },
    pad: { voice: 'pad', params: { cutoff: 1300, attack: 0.9, release: 1.8 }, gain: -21, pan: 0, reverb: 0.5 },
    bass: { voice: 'subBass', gain: -14.5, pan: 0 },
    lead: { voice: 'softLead', params: { cutoff: 5000 }, gain: -10, pan: 0, delay: 0.3, reverb: 0.4 },
    kick: { voice: 'kick', params: { f0: 125, f1: 55, decay: 0.25 }, gain: -9, pan: 0 },
    snare: { voice: 'snare', params: { tone: 0.8, decay: 0.12 }, gain: -8, pan: -0.05, reverb: 0.25 },
    hat: { voice: 'hat', params: { tone: 0.9 }, gain: -15, pan: 0.2 },
    bed: { voice: 'crackle', gain: -13, pan: 0 },
  },
  delay: { beats: 0.75, feedback: 0.38, damp: 2200 },
  reverb: { room: 0.85, damp: 0.45 },
};

// ---------------------------------------------------------------------------
// "Sunrise Walk": bright, upbeat pop in D major, 116 BPM. Verse on a
// descending bass line (D A/C# Bm7 Gmaj7), a lifting chorus (G A F#m7 Bm7
// Em7 A D), plucked arpeggios with a dotted-eighth echo, a saw lead doubled
// by a bell in the chorus, and a four-on-the-floor beat.
export const sunriseWalk = {
  file: 'sunrise-walk.mp3',
  title: 'Sunrise Walk',
  bpm: 116,
  swing: 0,
  seed: 615,
  humanize: { time: 0.003, vel: 0.06 },
  tail: 3.2,
  fadeIn: 0.6,
  fadeOut: 4,

  chords: {
    Dadd9: { bass: 'D2', notes: 'A3 D4 E4 F#4' },
    'A/C#': { bass: 'C#2', notes: 'A3 C#4 E4' },
    Bm7: { bass: 'B1', notes: 'A3 B3 D4 F#4' },
    Gmaj7: { bass: 'G1', notes: 'G3 B3 D4 F#4' },
    G: { bass: 'G1', notes: 'G3 B3 D4' },
    A: { bass: 'A1', notes: 'A3 C#4 E4' },
    'F#m7': { bass: 'F#1', notes: 'F#3 A3 C#4 E4' },
    Em7: { bass: 'E2', notes: 'G3 B3 D4 E4' },
    D: { bass: 'D2', notes: 'F#3 A3 D4' },
  },

  sections: [
    { name: 'intro', bars: ['Dadd9', 'A/C#'], chords: { pad: 'hold' }, arp: 'up8' },
    { name: 'intro2', bars: ['Bm7', 'Gmaj7'], chords: { pad: 'hold' }, arp: 'up8', bass: 'pulse', drums: 'intro' },
    {
      name: 'verse',
      bars: ['Dadd9', 'A/C#', 'Bm7', 'Gmaj7', 'Dadd9', 'A/C#', 'Bm7', 'Gmaj7'],
      chords: { pad: 'hold' }, arp: 'up8', bass: 'bounce',
      drums: ['verse', 'verse', 'verse', 'verse', 'verse', 'verse', 'verse', 'fill'],
      melody: [
        'F#5/1 A5/.5 F#5/.5 E5/1 D5/1',
        'E5/1.5 C#5/.5 A4/2',
        'B4/.5 D5/.5 F#5/1 E5/.5 D5/.5 F#5/1',
        'D5/2 B4/1 A4/1',
        'F#5/1 A5/.5 B5/.5 A5/1 F#5/1',
        'E5/1 C#5/.5 E5/.5 A5/2',
        'F#5/1 E5/.5 D5/.5 B4/1 D5/1',
        'D5/1.5 E5/.5 F#5/2',
      ],
    },
    {
      name: 'chorus',
      bars: ['G', 'A', 'F#m7', 'Bm7', 'Em7', 'A', 'D', 'D'],
      chords: { pad: 'hold', stabs: 'offbeat' }, arp: 'up16', bass: 'bounce', drums: 'chorus', double: true,
      melody: [
        'G5/1.5 F#5/.5 D5/1 B4/1',
        'C#5/1 E5/1 A5/1.5 G5/.5',
        'F#5/1.5 E5/.5 C#5/1 A4/1',
        'B4/1 D5/1 F#5/1 A5/1',
        'G5/1.5 F#5/.5 E5/1 B4/1',
        'C#5/1 E5/.5 A5/1.5 E5/1',
        'F#5/2 E5/.5 D5/1.5',
        'A4/.5 D5/.5 F#5/.5 A5/2.5',
      ],
    },
    {
      name: 'outro',
      bars: ['G', 'A'],
      chords: { pad: 'hold' }, arp: 'up8', bass: 'bounce', drums: 'verse',
      melody: ['D5/2 B4/2', 'C#5/2 E5/2'],
    },
    {
      name: 'end',
      bars: ['Dadd9'],
      chords: { pad: 'hold', stabs: 'hit' }, bass: 'hit', drums: 'end', double: true,
      melody: ['D5/4'],
    },
  ],

  patterns: {
    chords: {
      offbeat: [[0.5, 0.3, 0.55], [1.5, 0.3, 0.45], [2.5, 0.3, 0.55], [3.5, 0.3, 0.45]],
      hit: [[0, 4, 0.7]],
    },
    bass: {
      pulse: [[0, 0.45, 'R', 0.8], [1, 0.45, 'R', 0.6], [2, 0.45, 'R', 0.8], [3, 0.45, 'R', 0.6]],
      bounce: [
        [0, 0.45, 'R', 1], [0.5, 0.4, 'R', 0.55], [1, 0.4, 'O', 0.75], [1.5, 0.4, 'R', 0.55],
        [2, 0.45, 'R', 0.9], [2.5, 0.4, 'R', 0.55], [3, 0.4, 'O', 0.75], [3.5, 0.4, 'R', 0.6],
      ],
      hit: [[0, 3, 'R', 0.9]],
    },
    arp: {
      up8: { step: 0.5, seq: [0, 1, 2, 3, 4, 3, 2, 1], gate: 0.9 },
      up16: { step: 0.25, seq: [0, 1, 2, 3, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 4, 2], gate: 0.9 },
    },
    drums: {
      intro: {
        kick: 'o.......o.......',
        hat: '..o...o...o...o.',
        shaker: 'o-o-o-o-o-o-o-o-',
      },
      verse: {
        kick: 'x.....o.x.......',
        clap: '....x.......x...',
        hat: 'x.o.x.o.x.o.x...',
        ohat: '..............o.',
        shaker: 'o-o-o-o-o-o-o-o-',
      },
      fill: {
        kick: 'x.....o.x.....o.',
        clap: '....x.......x.ox',
        hat: 'x.o.x.o.x.o.....',
        shaker: 'o-o-o-o-o-o-o-o-',
      },
      chorus: {
        kick: 'x...x...x...x...',
        clap: '....x.......x...',
        hat: 'x-.-x-.-x-.-x-.-',
        ohat: '..o...o...o...o.',
        shaker: 'o-o-o-o-o-o-o-o-',
      },
      end: { kick: 'x...............', ohat: 'o...............' },
    },
  },

  channels: {
    pad: { voice: 'pad', params: { cutoff: 2200, attack: 0.4, release: 1.4 }, gain: -22, reverb: 0.4, duck: { depth: 0.5, time: 0.18 } },
    stabs: { voice: 'epiano', params: { bright: 1.6 }, gain: -17, pan: -0.2, strum: 0.004, reverb: 0.25, delay: 0.15 },
    arp: { voice: 'pluck', params: { bright: 1.4 }, octave: 0, gain: -14, pan: 0.3, delay: 0.35, reverb: 0.25, duck: { depth: 0.3, time: 0.15 } },
    bass: { voice: 'sawBass', gain: -7, pan: 0 },
    lead: { voice: 'synthLead', gain: -11, pan: -0.08, delay: 0.22, reverb: 0.3 },
    double: { voice: 'bell', octave: 1, gain: -22, pan: 0.25, delay: 0.2, reverb: 0.35 },
    kick: { voice: 'kick', params: { f0: 160, f1: 52, decay: 0.2 }, gain: -9.5, pan: 0 },
    clap: { voice: 'clap', gain: -14, pan: -0.05, reverb: 0.3 },
    hat: { voice: 'hat', gain: -16, pan: 0.3 },
    ohat: { voice: 'hat', params: { open: true }, gain: -21, pan: 0.3 },
    shaker: { voice: 'shaker', gain: -23, pan: -0.35 },
  },
  delay: { beats: 0.75, feedback: 0.35, damp: 3500 },
  reverb: { room: 0.75, damp: 0.35 },
};

export const tracks = [nightDrive, sunriseWalk];
