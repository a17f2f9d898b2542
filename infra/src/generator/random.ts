/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32): the same seed gives the same sequence on every
 * machine and Node version, so a seed reproduces the same gym history. Not for anything secret.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 spreads a small integer seed over the whole 128-bit state; sfc32 misbehaves on an all-zero state.
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    // The first outputs of a freshly seeded state are still correlated with the seed.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Integer uniform in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let r = this.next() * total;
    for (const [value, weight] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A version-4-shaped uuid from this generator (random ones would make two runs of a seed differ). */
  uuid(): string {
    // Millions of ids: a byte table instead of toString/padStart per word.
    const a = this.uint32();
    const b = this.uint32();
    const c = this.uint32();
    const d = this.uint32();
    return (
      HEX[a >>> 24]! +
      HEX[(a >>> 16) & 255]! +
      HEX[(a >>> 8) & 255]! +
      HEX[a & 255]! +
      '-' +
      HEX[b >>> 24]! +
      HEX[(b >>> 16) & 255]! +
      '-4' +
      HEX[(b >>> 8) & 15]!.slice(1) +
      HEX[b & 255]! +
      '-' +
      HEX[0x80 | ((c >>> 24) & 0x3f)]! +
      HEX[(c >>> 16) & 255]! +
      '-' +
      HEX[(c >>> 8) & 255]! +
      HEX[c & 255]! +
      HEX[d >>> 24]! +
      HEX[(d >>> 16) & 255]! +
      HEX[(d >>> 8) & 255]! +
      HEX[d & 255]!
    );
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
