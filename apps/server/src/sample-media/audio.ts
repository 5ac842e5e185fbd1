/**
 * The samples' sounds, synthesised at build time (no recording, no outside service): a short
 * bell-like chime, the default site's "sound logo", written as a 16-bit PCM WAV that every
 * browser plays. A bell's partials are not whole multiples of its note (2.76×, 5.40× for a
 * struck bar), which is what makes it read as a chime rather than an electronic beep.
 */

/** Bump when the synthesis or encoding below changes, so every sound is built again. */
export const AUDIO_VERSION = 1;

export interface ChimeNote {
  /** Fundamental in Hz. */
  frequency: number;
  /** Start, in seconds from the beginning. */
  at: number;
  /** Peak level, 0–1. */
  level: number;
}

export interface ChimeOptions {
  sampleRate: number;
  seconds: number;
  notes: readonly ChimeNote[];
}

/** Partial ratio, relative level and decay time (s) of each bell partial. */
const PARTIALS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 0.9],
  [2.76, 0.32, 0.35],
  [5.4, 0.12, 0.16],
];
const ATTACK_SECONDS = 0.004;

/** A rising E-major arpeggio ending on the octave: friendly, and over in about two seconds. */
export const SOUND_LOGO: ChimeOptions = {
  sampleRate: 16_000,
  seconds: 2.2,
  notes: [
    { frequency: 659.25, at: 0, level: 0.5 },
    { frequency: 830.61, at: 0.16, level: 0.45 },
    { frequency: 987.77, at: 0.32, level: 0.45 },
    { frequency: 1318.51, at: 0.5, level: 0.55 },
  ],
};

/** The chime as samples in −1…1. */
export function synthesizeChime(options: ChimeOptions): Float32Array {
  const { sampleRate, seconds, notes } = options;
  const length = Math.round(sampleRate * seconds);
  const samples = new Float32Array(length);
  // Partials above this would fold back (alias) into audible noise.
  const highest = sampleRate * 0.45;
  for (const note of notes) {
    const start = Math.round(note.at * sampleRate);
    for (const [ratio, level, decay] of PARTIALS) {
      const frequency = note.frequency * ratio;
      if (frequency >= highest) continue;
      const step = (2 * Math.PI * frequency) / sampleRate;
      for (let i = start; i < length; i++) {
        const t = (i - start) / sampleRate;
        const envelope = Math.min(1, t / ATTACK_SECONDS) * Math.exp(-t / decay);
        if (envelope < 1e-4 && t > ATTACK_SECONDS) break;
        samples[i] = (samples[i] ?? 0) + note.level * level * envelope * Math.sin(step * (i - start));
      }
    }
  }
  // Normalised to a comfortable peak, with a short fade so the file ends in silence.
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  const gain = peak > 0 ? 0.7 / peak : 0;
  const fade = Math.round(sampleRate * 0.15);
  for (let i = 0; i < length; i++) {
    const tail = length - i < fade ? (length - i) / fade : 1;
    samples[i] = (samples[i] ?? 0) * gain * tail;
  }
  return samples;
}

/** Mono 16-bit PCM in a RIFF/WAVE container. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    wav.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  return wav;
}
