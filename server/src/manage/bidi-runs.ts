/**
 * The Unicode bidirectional algorithm (UAX #9) for one line without explicit embeddings: enough to set an Arabic
 * receipt line with a Latin name or a number in it, or an English line with an Arabic hotel name, in visual order.
 * Rules W1–W7, N1–N2, I1–I2, L1 and L2 are applied as written; the explicit embedding controls (X1–X10) are
 * dropped, which a receipt's own strings never use and a guest's name should not be able to.
 */

/** A stretch of one direction, in visual order on the line; its text is in logical order. */
export type BidiRun = { text: string; rtl: boolean };

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'NSM' | 'BN' | 'WS' | 'ON';

const STRONG_RTL = /[\u0590-\u05ff\u07c0-\u085f\ufb1d-\ufb4f]/u;
const ARABIC_LETTER = /[\u0600-\u07bf\u0860-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/u;
/** Invisible controls that steer direction (LRM, RLM, ALM, embeddings, isolates): used, then left out of the text. */
const DIRECTION_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

function classOf(char: string): BidiClass {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\u200e') return 'L';
  if (char === '\u200f') return 'R';
  if (char === '\u061c') return 'AL';
  if (DIRECTION_CONTROLS.test(char) || /\p{Cf}/u.test(char)) return 'BN';
  if (/\p{M}/u.test(char)) return 'NSM';
  if ((code >= 0x30 && code <= 0x39) || (code >= 0x6f0 && code <= 0x6f9) || (code >= 0xff10 && code <= 0xff19)) return 'EN';
  if ((code >= 0x660 && code <= 0x669) || code === 0x66b || code === 0x66c) return 'AN';
  if (char === '+' || char === '-' || char === '\u2212' || char === '\uff0b' || char === '\uff0d') return 'ES';
  if (/[#$%\u00a2-\u00a5\u00b0\u00b1\u066a\u20a0-\u20cf\uffe0\uffe1\uffe5\uffe6]/u.test(char)) return 'ET';
  if (/[,./:\u00a0\u060c\u202f\uff0c\uff0e\uff0f\uff1a]/u.test(char)) return 'CS';
  if (/\s/u.test(char)) return 'WS';
  if (STRONG_RTL.test(char)) return 'R';
  if (ARABIC_LETTER.test(char)) return 'AL';
  if (/[\p{L}\p{N}]/u.test(char)) return 'L';
  return 'ON';
}

/** Characters with the Bidi_Mirrored property a receipt may hold: drawn as their mirror inside right-to-left runs. */
const MIRRORS: Record<string, string> = {
  '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«',
  '（': '）', '）': '（', '［': '］', '］': '［', '「': '」', '」': '「', '『': '』', '』': '『', '【': '】', '】': '【',
};

export function mirrored(text: string): string {
  return [...text].map((char) => MIRRORS[char] ?? char).join('');
}

/** The line split into runs of one direction, in the order they are drawn from left to right. */
export function bidiRuns(text: string, baseRtl: boolean): BidiRun[] {
  const chars = [...text];
  const types = chars.map(classOf);
  const sos: BidiClass = baseRtl ? 'R' : 'L';
  const n = types.length;

  // W1: marks (and invisible controls) take the type of what they follow.
  for (let i = 0; i < n; i++) {
    if (types[i] === 'NSM' || types[i] === 'BN') types[i] = i === 0 ? sos : (types[i - 1] as BidiClass);
  }
  // W2, W3: a European number after an Arabic letter is an Arabic number; Arabic letters are then plain R.
  let lastStrong: BidiClass = sos;
  for (let i = 0; i < n; i++) {
    const type = types[i];
    if (type === 'L' || type === 'R' || type === 'AL') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'AL') types[i] = 'AN';
  }
  for (let i = 0; i < n; i++) if (types[i] === 'AL') types[i] = 'R';
  // W4: one separator between two numbers of a kind joins them.
  for (let i = 1; i < n - 1; i++) {
    const before = types[i - 1];
    const after = types[i + 1];
    if (types[i] === 'ES' && before === 'EN' && after === 'EN') types[i] = 'EN';
    else if (types[i] === 'CS' && before === after && (before === 'EN' || before === 'AN')) types[i] = before;
  }
  // W5: currency and percent signs next to a European number belong to it.
  for (let i = 0; i < n; i++) {
    if (types[i] !== 'ET') continue;
    let end = i;
    while (end < n && types[end] === 'ET') end++;
    if ((i > 0 && types[i - 1] === 'EN') || (end < n && types[end] === 'EN')) for (let k = i; k < end; k++) types[k] = 'EN';
    i = end - 1;
  }
  // W6: other separators and terminators are neutral. W7: European numbers after L are L.
  lastStrong = sos;
  for (let i = 0; i < n; i++) {
    const type = types[i];
    if (type === 'ES' || type === 'ET' || type === 'CS') types[i] = 'ON';
    else if (type === 'L' || type === 'R') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'L') types[i] = 'L';
  }
  // N1, N2: neutrals between two of one direction take it (numbers count as R); others take the line's direction.
  const direction = (type: BidiClass | undefined) => (type === 'L' ? 'L' : type === 'R' || type === 'EN' || type === 'AN' ? 'R' : undefined);
  for (let i = 0; i < n; i++) {
    if (direction(types[i])) continue;
    let end = i;
    while (end < n && !direction(types[end])) end++;
    const before = i === 0 ? sos : direction(types[i - 1]);
    const after = end === n ? sos : direction(types[end]);
    const resolved: BidiClass = before === after ? (before as BidiClass) : sos;
    for (let k = i; k < end; k++) types[k] = resolved;
    i = end - 1;
  }
  // I1, I2: embedding levels.
  const base = baseRtl ? 1 : 0;
  const levels = types.map((type) => {
    if (base === 0) return type === 'R' ? 1 : type === 'AN' || type === 'EN' ? 2 : 0;
    return type === 'L' || type === 'EN' || type === 'AN' ? 2 : 1;
  });
  // L1: whitespace at the end of the line goes back to the line's level.
  for (let i = n - 1; i >= 0 && /\s/u.test(chars[i] ?? ''); i--) levels[i] = base;

  // Runs of one level in logical order, then L2: reverse every stretch at each level from the highest down.
  const runs: { text: string; level: number }[] = [];
  chars.forEach((char, i) => {
    const level = levels[i] ?? base;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  });
  const highest = Math.max(base, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let end = i;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs
    .map((run) => ({ text: run.text.replace(new RegExp(DIRECTION_CONTROLS.source, 'gu'), ''), rtl: run.level % 2 === 1 }))
    .filter((run) => run.text.length > 0);
}
