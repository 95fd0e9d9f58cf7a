/**
 * Game sounds, synthesised with WebAudio (no audio files). Browsers only let audio start after a
 * user gesture, so nothing plays until the player's first click or key press; the player's on/off
 * choice is kept in localStorage and applies to every game of the provider.
 */
export type SoundName =
  | 'click'
  | 'chip'
  | 'spin'
  | 'reelStop'
  | 'tick'
  | 'card'
  | 'win'
  | 'bigWin'
  | 'lose'
  | 'error'
  | 'countdown';

export const SOUND_STORAGE_KEY = 'vauhti-games.sound';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored preference; a first-time player starts with sound on (it still waits for a click). */
export function readSoundPreference(storage: StorageLike | null): boolean {
  try {
    return storage?.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundPreference(storage: StorageLike | null, enabled: boolean): void {
  try {
    storage?.setItem(SOUND_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}

export type SoundBoard = {
  play(name: SoundName): void;
  /** Called from the first user gesture: creates the AudioContext the browser now allows. */
  unlock(): void;
  enabled(): boolean;
  setEnabled(enabled: boolean): void;
};

type Tone = {
  frequency: number;
  endFrequency?: number;
  type: OscillatorType;
  at: number;
  length: number;
  gain: number;
};

const TONES: Record<Exclude<SoundName, 'spin' | 'card'>, Tone[]> = {
  click: [{ frequency: 880, type: 'sine', at: 0, length: 0.05, gain: 0.15 }],
  chip: [
    { frequency: 2400, type: 'triangle', at: 0, length: 0.04, gain: 0.12 },
    { frequency: 3100, type: 'triangle', at: 0.035, length: 0.05, gain: 0.1 },
  ],
  reelStop: [
    { frequency: 140, endFrequency: 70, type: 'sine', at: 0, length: 0.12, gain: 0.35 },
    { frequency: 1800, type: 'square', at: 0, length: 0.015, gain: 0.04 },
  ],
  tick: [{ frequency: 3200, type: 'square', at: 0, length: 0.012, gain: 0.05 }],
  win: [523.25, 659.25, 783.99, 1046.5].map((frequency, index) => ({
    frequency,
    type: 'triangle' as const,
    at: index * 0.09,
    length: 0.22,
    gain: 0.16,
  })),
  bigWin: [523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5, 1318.5].map((frequency, index) => ({
    frequency,
    type: 'sawtooth' as const,
    at: index * 0.11,
    length: 0.3,
    gain: 0.08,
  })),
  lose: [
    { frequency: 330, type: 'sine', at: 0, length: 0.16, gain: 0.1 },
    { frequency: 247, type: 'sine', at: 0.14, length: 0.24, gain: 0.1 },
  ],
  error: [{ frequency: 150, type: 'square', at: 0, length: 0.25, gain: 0.08 }],
  countdown: [{ frequency: 1320, type: 'sine', at: 0, length: 0.08, gain: 0.1 }],
};

export function createSoundBoard(storage: StorageLike | null): SoundBoard {
  let enabled = readSoundPreference(storage);
  let context: AudioContext | null = null;
  let master: GainNode | null = null;

  function ensureContext(): AudioContext | null {
    if (context) return context;
    const Constructor = globalThis.AudioContext;
    if (typeof Constructor !== 'function') return null;
    context = new Constructor();
    master = context.createGain();
    master.gain.value = 0.7;
    master.connect(context.destination);
    return context;
  }

  function playTone(audio: AudioContext, output: AudioNode, tone: Tone) {
    const start = audio.currentTime + tone.at;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    if (tone.endFrequency) oscillator.frequency.exponentialRampToValueAtTime(tone.endFrequency, start + tone.length);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(tone.gain, start + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.length);
    oscillator.connect(gain).connect(output);
    oscillator.start(start);
    oscillator.stop(start + tone.length + 0.02);
  }

  /** Filtered white noise: the swish of reels or the snap of a card. */
  function playNoise(audio: AudioContext, output: AudioNode, length: number, from: number, to: number, level: number) {
    const frames = Math.max(1, Math.floor(audio.sampleRate * length));
    const buffer = audio.createBuffer(1, frames, audio.sampleRate);
    const data = buffer.getChannelData(0);
    for (let index = 0; index < frames; index += 1) data[index] = Math.random() * 2 - 1;
    const source = audio.createBufferSource();
    source.buffer = buffer;
    const filter = audio.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = 1.2;
    const start = audio.currentTime;
    filter.frequency.setValueAtTime(from, start);
    filter.frequency.exponentialRampToValueAtTime(to, start + length);
    const gain = audio.createGain();
    gain.gain.setValueAtTime(level, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    source.connect(filter).connect(gain).connect(output);
    source.start(start);
  }

  return {
    unlock() {
      if (!enabled) return;
      const audio = ensureContext();
      if (audio?.state === 'suspended') void audio.resume();
    },
    play(name) {
      if (!enabled || !context || !master || context.state !== 'running') return;
      if (name === 'spin') return playNoise(context, master, 0.5, 400, 2400, 0.12);
      if (name === 'card') return playNoise(context, master, 0.07, 3000, 1500, 0.25);
      for (const tone of TONES[name]) playTone(context, master, tone);
    },
    enabled: () => enabled,
    setEnabled(next) {
      enabled = next;
      writeSoundPreference(storage, next);
      if (next) this.unlock();
      else if (context?.state === 'running') void context.suspend();
    },
  };
}
