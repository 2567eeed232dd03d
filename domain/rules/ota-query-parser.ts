import { JAPAN_PLACES, type JapanPlace } from '../constants/japan-places';
import type { HotelAmenity, HotelType, MealPlan, OtaCriteria, OtaParse } from '../entities/ota-criteria';
import { isDayOff } from './japan-holidays';
import { addDays, utcMidnight, weekdayOf } from './nights';

// The travel-agency search's offline reader (issue 23): free text in Japanese or English → OtaCriteria, with no
// model. Each rule finds its phrase in the text and blanks it out, so what is left at the end is what it did not
// understand. Rules run longest phrase first (meals before nights: "1泊2食" is a meal plan, not a stay of one night;
// budgets before nights: "1泊3万円" is a price). `today` is the site's date (Asia/Tokyo), passed in to stay pure.

type Work = { text: string };

/** Blanks every match of `pattern` (global) and hands each match to `read`. */
function take(work: Work, pattern: RegExp, read: (match: RegExpExecArray) => void): void {
  work.text = work.text.replace(pattern, (...args: unknown[]) => {
    const whole = args[0] as string;
    const groups = args.slice(0, -2) as string[];
    const index = args.at(-2) as number;
    const match = Object.assign([...groups], { index, input: work.text, groups: undefined }) as unknown as RegExpExecArray;
    read(match);
    return ' '.repeat(whole.length);
  });
}

const KANJI_DIGITS: Record<string, number> = { 〇: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 三 → 3, 十五 → 15, 二十 → 20 (1–99 is all a stay needs). */
function kanjiNumber(text: string): number {
  const ten = text.indexOf('十');
  if (ten < 0) return [...text].reduce((n, c) => n * 10 + (KANJI_DIGITS[c] ?? 0), 0);
  const tens = ten === 0 ? 1 : (KANJI_DIGITS[text[ten - 1] ?? ''] ?? 1);
  const ones = KANJI_DIGITS[text[ten + 1] ?? ''] ?? 0;
  return tens * 10 + ones;
}

const EN_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  single: 1, couple: 2, pair: 2,
};

/** The words this reader knows in English, for correcting a misspelt one ("ryoken", "brekfast", "tommorow"). */
const VOCABULARY = [
  'ryokan', 'resort', 'breakfast', 'dinner', 'onsen', 'parking', 'children', 'adults', 'tomorrow', 'weekend', 'beach',
  'sauna', 'nights', 'family', 'budget', 'business', 'seaside', 'swimming', 'december', 'january', 'february',
  'march', 'april', 'august', 'september', 'october', 'november', 'friday', 'saturday', 'sunday', 'monday', 'tuesday',
  'wednesday', 'thursday', 'under', 'private', 'springs', 'people', 'travellers', 'daughter', 'son', 'night', 'adult',
  'child', 'hotel', 'hotels', 'rooms', 'person', 'persons', 'guests', 'total', 'month', 'weeks', 'days', 'meals',
];

/** Edits between two words, a swap of neighbours counting as one ("resrot" is one from "resort"). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i]![j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The closest known word within one edit (two for long words), or null. */
function closest(word: string, known: readonly string[]): string | null {
  if (word.length < 5 || known.includes(word)) return null;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

const LATIN_PLACE_NAMES = [...new Set(JAPAN_PLACES.flatMap((p) => [p.en.toLowerCase(), ...p.aliases].flatMap((n) => n.split(' '))).filter((n) => /^[a-z]+$/.test(n)))];

function normalize(text: string): string {
  let out = text.normalize('NFKC').toLowerCase().replace(/[’']/g, '').replace(/(\d),(\d{3})/g, '$1$2');
  // Kanji numerals before a counter (三泊, 大人二名, 五歳); 三連休 keeps its kanji, it is a word of its own.
  out = out.replace(/([一二三四五六七八九十]+)(?=泊|名|人|室|部屋|歳|才|万|千|日後|週間|つ|か月)/g, (n) => String(kanjiNumber(n)));
  // Compound yen amounts as one number: 1万5千円 and 1万5000円 are 15000, not 1万 with a stray 5千.
  out = out.replace(/(\d+)\s*万\s*(\d+)\s*千/g, (_, man: string, sen: string) => String(Number(man) * 10_000 + Number(sen) * 1_000));
  out = out.replace(/(\d+)\s*万\s*(\d{1,4})(?=\s*円)/g, (_, man: string, rest: string) => String(Number(man) * 10_000 + Number(rest)));
  out = out.replace(/[a-z]+/g, (word) => {
    const fixed = closest(word, [...VOCABULARY, ...LATIN_PLACE_NAMES]);
    return fixed ?? word;
  });
  out = out.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (w) => String(EN_NUMBERS[w]));
  return ` ${out} `;
}

// ---- Dates ----------------------------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A month and day without a year: this year's, or next year's when it has passed. */
function upcoming(today: string, month: number, day: number, year?: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const thisYear = Number(today.slice(0, 4));
  const date = `${year ?? thisYear}-${pad(month)}-${pad(day)}`;
  if (Number.isNaN(Date.parse(date))) return null;
  return year === undefined && date < today ? `${thisYear + 1}-${pad(month)}-${pad(day)}` : date;
}

/** The Saturday of this week (today when it is Saturday; the coming one otherwise). */
function thisSaturday(today: string): string {
  return addDays(today, (6 - weekdayOf(today) + 7) % 7);
}

/** A weekday of the week (Monday first) `weeksAhead` from this one. */
function weekdayInWeek(today: string, weekday: number, weeksAhead: number): string {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return addDays(monday, ((weekday + 6) % 7) + 7 * weeksAhead);
}

/** The first run of three or more days off that starts on or after `from` and before `before`: its first two nights. */
function longWeekend(from: string, before: string): { checkin: string; nights: number } | null {
  for (let day = from; day < before; day = addDays(day, 1)) {
    if (!isDayOff(day) || isDayOff(addDays(day, -1))) continue;
    let length = 1;
    while (isDayOff(addDays(day, length))) length++;
    // Three days off are two nights, even when the run is longer (the year-end break, Silver Week).
    if (length >= 3) return { checkin: day, nights: 2 };
  }
  return null;
}

function firstOfMonth(today: string, monthsAhead: number): string {
  const date = utcMidnight(`${today.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + monthsAhead);
  return date.toISOString().slice(0, 10);
}

type Dates = { checkin?: string; checkout?: string; nights?: number };

function readDates(work: Work, today: string, found: Dates): void {
  const explicit: { index: number; date: string }[] = [];
  const keep = (index: number, date: string | null) => {
    if (date) explicit.push({ index, date });
  };
  // Long weekends first: "来月の三連休" holds 来月.
  take(work, /(来月|再来月|今月|次)?の?(3|三)連休|((the )?(3|three)[- ]day weekend|long weekend)( (next|this) month)?|(next|this) months? (long|3[- ]day) weekend/g, (m) => {
    const when = m[1] ?? m[6] ?? m[7] ?? '';
    const ahead = when === '来月' || when === 'next' ? 1 : when === '再来月' ? 2 : 0;
    const from = ahead === 0 ? addDays(today, 1) : firstOfMonth(today, ahead);
    const run = longWeekend(from, ahead === 0 && when !== '今月' && when !== 'this' ? addDays(today, 400) : firstOfMonth(today, ahead + 1));
    if (run) Object.assign(found, { checkin: run.checkin, nights: found.nights ?? run.nights });
  });
  take(work, /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/g, (m) => keep(m.index, upcoming(today, Number(m[2]), Number(m[3]), Number(m[1]))));
  take(work, /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日?(?:\s*(?:から|〜|~|-)\s*(\d{1,2})日)?/g, (m) => {
    const checkin = upcoming(today, Number(m[2]), Number(m[3]), m[1] ? Number(m[1]) : undefined);
    keep(m.index, checkin);
    if (checkin && m[4]) keep(m.index + 1, `${checkin.slice(0, 8)}${pad(Number(m[4]))}`);
  });
  take(work, new RegExp(`${MONTH}\\s*(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*(?:-|to|until|~)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\b)?`, 'g'), (m) => {
    const checkin = upcoming(today, MONTHS.indexOf(m[1] ?? '') + 1, Number(m[2]));
    keep(m.index, checkin);
    if (checkin && m[3]) keep(m.index + 1, `${checkin.slice(0, 8)}${pad(Number(m[3]))}`);
  });
  take(work, new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*(?:-|to)\\s*(\\d{1,2})(?:st|nd|rd|th)?)?\\s*(?:of\\s*)?${MONTH}`, 'g'), (m) => {
    const month = MONTHS.indexOf(m[3] ?? '') + 1;
    keep(m.index, upcoming(today, month, Number(m[1])));
    if (m[2]) keep(m.index + 1, upcoming(today, month, Number(m[2])));
  });
  take(work, /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g, (m) => keep(m.index, upcoming(today, Number(m[1]), Number(m[2]))));

  const relative = (pattern: RegExp, date: (m: RegExpExecArray) => string | null) =>
    take(work, pattern, (m) => keep(m.index, date(m)));
  relative(/明後日|あさって|day after tomorrow/g, () => addDays(today, 2));
  relative(/今日|今夜|今晩|本日|\btoday\b|\btonight\b/g, () => today);
  relative(/明日|あした|\btomorrow\b|\btmrw\b/g, () => addDays(today, 1));
  relative(/再来週末|weekend after next/g, () => addDays(thisSaturday(today), 14));
  relative(/来週末|来週の週末|next weekend/g, () => addDays(thisSaturday(today), 7));
  relative(/今週末|今週の週末|this weekend|週末|(the )?weekend/g, () => thisSaturday(today));
  relative(/(来週|今週)の?([日月火水木金土])曜日?/g, (m) => weekdayInWeek(today, WEEKDAYS_JA.indexOf(m[2] ?? ''), m[1] === '来週' ? 1 : 0));
  relative(/([日月火水木金土])曜日?/g, (m) => addDays(today, ((WEEKDAYS_JA.indexOf(m[1] ?? '') - weekdayOf(today) + 7) % 7) || 7));
  relative(/\b(next|this|on)? ?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/g, (m) => {
    const weekday = WEEKDAYS_EN.indexOf(m[2] ?? '');
    if (m[1] === 'next') return weekdayInWeek(today, weekday, 1);
    if (m[1] === 'this') return weekdayInWeek(today, weekday, 0);
    return addDays(today, ((weekday - weekdayOf(today) + 7) % 7) || 7);
  });
  relative(/(\d+)日後|in (\d+) days?/g, (m) => addDays(today, Number(m[1] ?? m[2])));
  relative(/(\d+)週間後|in (\d+) weeks?|(来週)/g, (m) => (m[3] ? weekdayInWeek(today, 1, 1) : addDays(today, 7 * Number(m[1] ?? m[2]))));
  relative(/クリスマスイブ|クリスマス|christmas eve|christmas/g, () => upcoming(today, 12, 24));
  relative(/大晦日|new years eve/g, () => upcoming(today, 12, 31));

  explicit.sort((a, b) => a.index - b.index);
  const [first, second] = explicit;
  if (first && !found.checkin) found.checkin = first.date;
  if (second && second.date > (found.checkin ?? '')) found.checkout = second.date;
}

// ---- Phrases ---------------------------------------------------------------------------------------------------

const AMOUNT = '(\\d+(?:\\.\\d+)?)\\s*(万|千|k|man)?\\s*(?:円|yen|jpy)?';
/** A Japanese amount is a price only with its unit or four digits: "1泊 1人" is not one yen. */
const JA_AMOUNT = '(\\d{4,}|\\d+(?:\\.\\d+)?(?=\\s*[万千]))\\s*([万千])?\\s*円?';
const scale = (amount: string | undefined, unit: string | undefined) =>
  Math.round(Number(amount) * (unit === '万' || unit === 'man' ? 10_000 : unit === '千' || unit === 'k' ? 1_000 : 1));

function readBudget(work: Work, criteria: OtaCriteria): void {
  const set = (amount: number, per: 'night' | 'stay') => {
    if (amount >= 1000 && !criteria.budget) criteria.budget = { amount, per };
  };
  take(work, new RegExp(`(?:予算)?\\s*(?:1泊|一泊|1人1泊)\\s*(?:あたり|につき)?\\s*${JA_AMOUNT}\\s*(?:以内|以下|まで|未満|くらい|程度|前後)?`, 'g'), (m) =>
    set(scale(m[1], m[2]), 'night'),
  );
  take(work, new RegExp(`(?:合計|総額|全部で|トータル)\\s*${JA_AMOUNT}\\s*(?:以内|以下|まで|未満|くらい|程度)?`, 'g'), (m) => set(scale(m[1], m[2]), 'stay'));
  take(work, new RegExp(`(?:予算\\s*)?${JA_AMOUNT}\\s*(以内|以下|まで|未満|くらい|程度)|予算\\s*${JA_AMOUNT}`, 'g'), (m) => {
    const amount = m[1] ? scale(m[1], m[2]) : scale(m[4], m[5]);
    set(amount, 'night');
  });
  const per = '(per night|a night|each night|/night|/nt|nightly|per stay|total|in total|for the (?:whole |entire )?(?:stay|trip)|all in)';
  take(work, new RegExp(`(?:under|below|less than|max(?:imum)?|up to|within|budget(?: of| is)?|no more than|around|about|<)\\s*(?:¥|jpy|yen)?\\s*${AMOUNT}\\s*${per}?`, 'g'), (m) =>
    set(scale(m[1], m[2]), /stay|total|trip|all in/.test(m[3] ?? '') ? 'stay' : 'night'),
  );
  take(work, new RegExp(`(?:¥|jpy)?\\s*${AMOUNT}\\s*${per}`, 'g'), (m) => set(scale(m[1], m[2]), /stay|total|trip|all in/.test(m[3] ?? '') ? 'stay' : 'night'));
  take(work, /¥\s*(\d+(?:\.\d+)?)\s*(万|千|k|man)?/g, (m) => set(scale(m[1], m[2]), 'night'));
}

function readStayLength(work: Work, dates: Dates): void {
  const nights = (n: number) => {
    if (n >= 1 && n <= 30 && dates.nights === undefined) dates.nights = n;
  };
  take(work, /(\d+)\s*泊\s*(?:\d+\s*日)?/g, (m) => nights(Number(m[1])));
  take(work, /一泊|ひと晩|overnight|just 1 night/g, () => nights(1));
  take(work, /(?:for )?(\d+)\s*(?:nights?|nts?)\b/g, (m) => nights(Number(m[1])));
  take(work, /(?:for )?(?:a|1) week\b|1週間/g, () => nights(7));
  take(work, /(?:for )?(\d+)\s*days?\b/g, (m) => nights(Math.max(1, Number(m[1]) - 1)));
}

type Guests = { adults?: number; children?: number; ages: number[]; total?: number; rooms?: number };

function readGuests(work: Work, guests: Guests): void {
  const first = (key: 'adults' | 'children' | 'total' | 'rooms', n: number) => {
    if (guests[key] === undefined && n >= 0 && n <= 20) guests[key] = n;
  };
  take(work, /(\d+)\s*(?:部屋|室)|(\d+)\s*rooms?\b/g, (m) => first('rooms', Number(m[1] ?? m[2])));
  take(work, /(?:family of|家族)\s*(\d+)\s*(?:人|名)?|(\d+)\s*人家族/g, (m) => first('total', Number(m[1] ?? m[2])));
  take(work, /大人\s*(\d+)\s*(?:名|人)?|(\d+)\s*(?:adults?|grown[- ]ups?)/g, (m) => first('adults', Number(m[1] ?? m[2])));
  // Ages: "5歳と3歳", "ages 3 and 5", "a 4-year-old", "(6, 9)".
  take(work, /(\d{1,2})\s*(?:歳|才|[- ]?(?:years?[- ]olds?|yrs?[- ]olds?|yo|y\/o)\b)/g, (m) => guests.ages.push(Number(m[1])));
  take(work, /\b(?:aged?|ages)\s*((?:\d{1,2}(?:\s*(?:,|and|&)\s*)?)+)/g, (m) => {
    for (const age of (m[1] ?? '').match(/\d{1,2}/g) ?? []) guests.ages.push(Number(age));
  });
  // "1 child (4)", "2 kids (5, 8)": the ages in brackets right after the children.
  take(work, /(\d+)\s*(?:kids?|children|child)\s*\(\s*(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*)\s*\)/g, (m) => {
    first('children', Number(m[1]));
    for (const age of (m[2] ?? '').match(/\d{1,2}/g) ?? []) guests.ages.push(Number(age));
  });
  take(work, /(?:子供|子ども|こども|小学生|幼児|キッズ|児童|未就学児)\s*(\d+)\s*(?:名|人)?|(\d+)\s*(?:kids?|children|child|toddlers?|babies|little ones)\b/g, (m) =>
    first('children', Number(m[1] ?? m[2])),
  );
  take(work, /(?:a|our|my|with) (?:kid|child|baby|toddler|son|daughter)\b|赤ちゃん|乳児|子連れ/g, () => first('children', 1));
  take(work, /(?:under|below|younger than)\s*(\d+)\b|(\d+)\s*歳未満/g, () => undefined);
  take(work, /ひとり旅|一人旅|1人旅|おひとり様|おひとりさま|ひとり|1人|1名|\bsolo\b|\balone\b|just me|by myself|single traveller|1 person/g, () => first('adults', 1));
  take(work, /ふたり|2人|2名|カップル|夫婦|\bcouple\b|(?:my|with) (?:wife|husband|partner|girlfriend|boyfriend)|2 of us/g, () => first('total', 2));
  take(work, /(\d+)\s*(?:名|人|people|persons?|ppl|guests?|pax|travell?ers|of us)/g, (m) => first('total', Number(m[1])));
  // "for one", "for 2 on January 10": a bare number after "for" is the party once nights, rooms and ages are read.
  take(work, /\bfor (\d{1,2})\b(?!\s*(?:[-/.:]|nights?|nts?|days?|weeks?|rooms?|years?|yrs?))/g, (m) => first('total', Number(m[1])));
}

const TYPE_RULES: [RegExp, HotelType][] = [
  [/旅館|和風の宿|\bryokans?\b|japanese[- ]style inn|japanese inn|traditional inn/g, 'ryokan'],
  [/リゾートホテル|リゾート|\bresorts?\b/g, 'resort'],
  [/ビジネスホテル|ビジネス|business hotel|\bbusiness\b/g, 'business'],
  [/シティホテル|都市型ホテル|city hotel|downtown hotel/g, 'city'],
];

const AMENITY_RULES: [RegExp, HotelAmenity][] = [
  [/露天風呂付き?(?:の)?(?:客室|部屋)|客室露天(?:風呂)?|部屋付き?露天(?:風呂)?|貸切露天(?:風呂)?|(?:private|in[- ]room) (?:open[- ]air |outdoor )?(?:bath|onsen|hot spring)s?|open[- ]air bath in (?:the |our )?room|rotenburo in (?:the )?room/g, 'private_open_air_bath'],
  [/温泉|露天風呂|大浴場|\bonsens?\b|hot ?springs?|open[- ]air baths?|rotenburo/g, 'onsen'],
  [/プール|\bpools?\b|swimming/g, 'pool'],
  [/ペット可?|ペット連れ|犬連れ|わんちゃん|愛犬|\bpets?\b|pet[- ]friendly|\bdogs?\b|with my dog/g, 'pets'],
  [/駐車場|パーキング|車で|\bparking\b|by car|\bdriving\b/g, 'parking'],
  [/ビーチ|海辺|海沿い|海の近く|\bbeach(?:front)?\b|seaside|ocean ?view|by the sea/g, 'beach'],
  [/サウナ|\bsauna\b/g, 'sauna'],
];

const MEAL_RULES: [RegExp, MealPlan[]][] = [
  [/1泊2食付?き?|一泊二食付?き?|2食付き?|朝夕食付?き?|夕朝食付?き?|half[- ]board|breakfast (?:and|&) dinner|dinner (?:and|&) breakfast/g, ['breakfast', 'dinner']],
  [/素泊まり|食事なし|食事無し|room only|no meals/g, ['room_only']],
  [/朝食付き?|朝ごはん付き?|朝食|朝ごはん|\bbreakfast\b|b&b|bed and breakfast/g, ['breakfast']],
  [/夕食付き?|夕食|晩ごはん|\bdinner\b/g, ['dinner']],
];

function readWords<T>(work: Work, rules: readonly [RegExp, T | T[]][], into: T[]): void {
  for (const [pattern, value] of rules) {
    take(work, pattern, () => {
      for (const item of [value].flat() as T[]) if (!into.includes(item)) into.push(item);
    });
  }
}

// ---- Areas -----------------------------------------------------------------------------------------------------

const toKatakana = (kana: string) => kana.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const KIND_RANK: Record<JapanPlace['kind'], number> = { area: 0, city: 1, prefecture: 2 };

/** Every name of every place, longest first, so "京都府" wins over "京都" and "hakone yumoto" over "hakone". */
const PLACE_NAMES = (() => {
  const names: { name: string; place: JapanPlace }[] = [];
  const jaNames = new Set(JAPAN_PLACES.map((p) => p.ja));
  for (const p of JAPAN_PLACES) {
    const short = p.ja.replace(/[県府都]$/, '');
    const variants = [p.ja, p.kana, toKatakana(p.kana), p.en.toLowerCase(), p.id.replace(/-/g, ' '), ...p.aliases];
    // "沖縄" for 沖縄県, but not "京都" for 京都府: the city has that name.
    if (p.kind === 'prefecture' && short !== p.ja && !jaNames.has(short)) variants.push(short);
    for (const name of new Set(variants)) names.push({ name, place: p });
  }
  return names.sort((a, b) => b.name.length - a.name.length || KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind]);
})();

function readArea(work: Work): string | undefined {
  const found: JapanPlace[] = [];
  for (const { name, place } of PLACE_NAMES) {
    const latin = /^[a-z ]+$/.test(name);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(latin ? `\\b${escaped}(?:[- ](?:ken|shi|city|prefecture|fu|to))?\\b` : escaped, 'g');
    // "城崎温泉" names the place and asks for an onsen: the amenity rule still reads the 温泉.
    work.text = work.text.replace(pattern, (match) => {
      found.push(place);
      const onsen = /(温泉|おんせん|onsen)$/.exec(match)?.[0] ?? '';
      return ' '.repeat(match.length - onsen.length) + onsen;
    });
  }
  // The most precise place named: "Hakone, Kanagawa" is Hakone.
  found.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind]);
  return found[0]?.id;
}

// ---- What is left ----------------------------------------------------------------------------------------------

const STOP_WORDS = new Set([
  'a', 'an', 'the', 'in', 'at', 'on', 'for', 'with', 'and', 'or', 'of', 'to', 'near', 'from', 'hotel', 'hotels', 'stay',
  'want', 'looking', 'look', 'i', 'we', 'me', 'my', 'our', 'please', 'need', 'find', 'some', 'somewhere', 'place',
  'trip', 'us', 'is', 'are', 'be', 'around', 'by', 'this', 'that', 'per', 'each', 'who', 'nice', 'good', 'room',
  'rooms', 'included', 'incl', 'inc', 'yen', 'jpy', 'plus', 'any', 'it', 'has', 'have', 'wed', 'like', 'book',
  'cheap', 'best', 'area', 'japan', 'from', 'until', 'to', 'night', 'kids', 'children', 'under', 'friendly', 'family',
  'ホテル', '宿', '泊まり', '泊まる', '泊', '予約', '付き', '付', '希望', '探し', '探す', 'たい', 'です', 'ます', 'で',
  'の', 'に', 'を', 'が', 'と', 'は', 'へ', 'も', 'から', 'まで', 'など', 'あり', 'ある', '近く', 'おすすめ', '以内',
  '以下', '円', '人', '名', '予算', '旅行', '子供', '子ども', '連れ', '家族',
]);

function leftOver(text: string): string[] {
  const words: string[] = [];
  const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const word = segment.trim();
    if (!isWordLike || word === '' || STOP_WORDS.has(word) || /^[\d.]+$/.test(word)) continue;
    // Lone kana are particles and endings (の, で, たい), not requests.
    if (/^[\u3040-\u309f]{1,2}$/.test(word)) continue;
    words.push(word);
  }
  return words;
}

/** Reads a traveller's request. `today` is the site's date (YYYY-MM-DD). */
export function parseOtaQuery(input: string, today: string): OtaParse {
  const work: Work = { text: normalize(input) };
  const criteria: OtaCriteria = {};
  const amenities: HotelAmenity[] = [];
  const meals: MealPlan[] = [];
  const types: HotelType[] = [];
  const dates: Dates = {};
  const guests: Guests = { ages: [] };

  readWords(work, MEAL_RULES, meals);
  readBudget(work, criteria);
  readDates(work, today, dates);
  readStayLength(work, dates);
  readGuests(work, guests);
  const area = readArea(work);
  readWords(work, AMENITY_RULES, amenities);
  readWords(work, TYPE_RULES, types);

  if (dates.checkin) {
    criteria.checkin = dates.checkin;
    criteria.checkout = dates.checkout ?? addDays(dates.checkin, dates.nights ?? 1);
  } else if (dates.nights !== undefined) criteria.nights = dates.nights;

  const children = guests.children ?? (guests.ages.length > 0 ? guests.ages.length : undefined);
  const adults = guests.adults ?? (guests.total !== undefined ? guests.total - (children ?? 0) : undefined);
  if (adults !== undefined && adults >= 1) criteria.adults = adults;
  if (children !== undefined) criteria.children = children;
  if (guests.ages.length > 0) criteria.children_ages = guests.ages.slice(0, children ?? guests.ages.length);
  if (guests.rooms !== undefined && guests.rooms >= 1) criteria.rooms = guests.rooms;
  if (area) criteria.area = area;
  if (types.length > 0) criteria.types = types;
  // An open-air bath in the room is an onsen too: asking for it need not also list the onsen.
  if (amenities.length > 0) criteria.amenities = amenities.filter((a) => a !== 'onsen' || !amenities.includes('private_open_air_bath'));
  if (meals.length > 0) criteria.meals = meals;
  return { criteria, unknown: leftOver(work.text) };
}
