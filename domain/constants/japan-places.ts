// The places the travel-agency search knows (issue 23): Japan's 47 prefectures and the cities, resort areas and
// landmarks travellers name, each with its Japanese name, kana and romaji variants (a traveller may type
// "Kyouto", "きょうと" or "京都"). The catalogue seed places its hotels here and the query parser reads the same
// list, so every area a query names has hotels. Coordinates are approximate (WGS84), for the map and distances.

export type PlaceKind = 'prefecture' | 'city' | 'area';

export type JapanPlace = {
  /** Stable id: the romaji in kebab case ("hakone", "okinawa"). */
  id: string;
  kind: PlaceKind;
  /** JIS X 0401 code of the prefecture it is in (its own for a prefecture). */
  prefecture: string;
  en: string;
  ja: string;
  kana: string;
  /** Other spellings a traveller types: Hepburn variants, "-ken"/"-shi" forms, common English names. */
  aliases: readonly string[];
  lat: number;
  lon: number;
  /** What the place is known for, which shapes the hotels the catalogue puts there. */
  character: 'onsen' | 'beach' | 'city' | 'nature';
};

type Row = [id: string, en: string, ja: string, kana: string, lat: number, lon: number, character: JapanPlace['character'], aliases?: string[]];

// Prefectures in JIS order (JP-01 … JP-47).
const PREFECTURE_ROWS: readonly Row[] = [
  ['hokkaido', 'Hokkaido', '北海道', 'ほっかいどう', 43.06, 141.35, 'nature'],
  ['aomori', 'Aomori', '青森県', 'あおもり', 40.82, 140.74, 'nature'],
  ['iwate', 'Iwate', '岩手県', 'いわて', 39.7, 141.15, 'nature'],
  ['miyagi', 'Miyagi', '宮城県', 'みやぎ', 38.27, 140.87, 'city'],
  ['akita', 'Akita', '秋田県', 'あきた', 39.72, 140.1, 'onsen'],
  ['yamagata', 'Yamagata', '山形県', 'やまがた', 38.24, 140.36, 'onsen'],
  ['fukushima', 'Fukushima', '福島県', 'ふくしま', 37.75, 140.47, 'onsen'],
  ['ibaraki', 'Ibaraki', '茨城県', 'いばらき', 36.34, 140.45, 'nature'],
  ['tochigi', 'Tochigi', '栃木県', 'とちぎ', 36.57, 139.88, 'onsen'],
  ['gunma', 'Gunma', '群馬県', 'ぐんま', 36.39, 139.06, 'onsen'],
  ['saitama', 'Saitama', '埼玉県', 'さいたま', 35.86, 139.65, 'city'],
  ['chiba', 'Chiba', '千葉県', 'ちば', 35.6, 140.12, 'beach'],
  ['tokyo', 'Tokyo', '東京都', 'とうきょう', 35.68, 139.69, 'city', ['toukyou', 'tokio']],
  ['kanagawa', 'Kanagawa', '神奈川県', 'かながわ', 35.45, 139.64, 'city'],
  ['niigata', 'Niigata', '新潟県', 'にいがた', 37.9, 139.02, 'onsen'],
  ['toyama', 'Toyama', '富山県', 'とやま', 36.7, 137.21, 'nature'],
  ['ishikawa', 'Ishikawa', '石川県', 'いしかわ', 36.59, 136.63, 'onsen'],
  ['fukui', 'Fukui', '福井県', 'ふくい', 36.07, 136.22, 'nature'],
  ['yamanashi', 'Yamanashi', '山梨県', 'やまなし', 35.66, 138.57, 'onsen'],
  ['nagano', 'Nagano', '長野県', 'ながの', 36.65, 138.18, 'nature'],
  ['gifu', 'Gifu', '岐阜県', 'ぎふ', 35.39, 136.72, 'onsen'],
  ['shizuoka', 'Shizuoka', '静岡県', 'しずおか', 34.98, 138.38, 'onsen'],
  ['aichi', 'Aichi', '愛知県', 'あいち', 35.18, 136.91, 'city'],
  ['mie', 'Mie', '三重県', 'みえ', 34.73, 136.51, 'beach'],
  ['shiga', 'Shiga', '滋賀県', 'しが', 35.0, 135.87, 'nature'],
  ['kyoto-prefecture', 'Kyoto Prefecture', '京都府', 'きょうとふ', 35.02, 135.76, 'city'],
  ['osaka-prefecture', 'Osaka Prefecture', '大阪府', 'おおさかふ', 34.69, 135.52, 'city'],
  ['hyogo', 'Hyogo', '兵庫県', 'ひょうご', 34.69, 135.18, 'onsen', ['hyougo']],
  ['nara', 'Nara', '奈良県', 'なら', 34.69, 135.83, 'city'],
  ['wakayama', 'Wakayama', '和歌山県', 'わかやま', 34.23, 135.17, 'beach'],
  ['tottori', 'Tottori', '鳥取県', 'とっとり', 35.5, 134.24, 'nature'],
  ['shimane', 'Shimane', '島根県', 'しまね', 35.47, 133.05, 'nature'],
  ['okayama', 'Okayama', '岡山県', 'おかやま', 34.66, 133.93, 'city'],
  ['hiroshima', 'Hiroshima', '広島県', 'ひろしま', 34.4, 132.46, 'city'],
  ['yamaguchi', 'Yamaguchi', '山口県', 'やまぐち', 34.19, 131.47, 'nature'],
  ['tokushima', 'Tokushima', '徳島県', 'とくしま', 34.07, 134.56, 'nature'],
  ['kagawa', 'Kagawa', '香川県', 'かがわ', 34.34, 134.04, 'nature'],
  ['ehime', 'Ehime', '愛媛県', 'えひめ', 33.84, 132.77, 'onsen'],
  ['kochi', 'Kochi', '高知県', 'こうち', 33.56, 133.53, 'beach', ['kouchi']],
  ['fukuoka', 'Fukuoka', '福岡県', 'ふくおか', 33.61, 130.42, 'city'],
  ['saga', 'Saga', '佐賀県', 'さが', 33.25, 130.3, 'onsen'],
  ['nagasaki', 'Nagasaki', '長崎県', 'ながさき', 32.74, 129.87, 'city'],
  ['kumamoto', 'Kumamoto', '熊本県', 'くまもと', 32.79, 130.74, 'onsen'],
  ['oita', 'Oita', '大分県', 'おおいた', 33.24, 131.61, 'onsen', ['ooita']],
  ['miyazaki', 'Miyazaki', '宮崎県', 'みやざき', 31.91, 131.42, 'beach'],
  ['kagoshima', 'Kagoshima', '鹿児島県', 'かごしま', 31.56, 130.56, 'onsen'],
  ['okinawa', 'Okinawa', '沖縄県', 'おきなわ', 26.21, 127.68, 'beach'],
];

// Cities and areas: [row, prefecture code].
const AREA_ROWS: readonly [Row, number, PlaceKind][] = [
  [['sapporo', 'Sapporo', '札幌', 'さっぽろ', 43.06, 141.35, 'city'], 1, 'city'],
  [['hakodate', 'Hakodate', '函館', 'はこだて', 41.77, 140.73, 'city'], 1, 'city'],
  [['niseko', 'Niseko', 'ニセコ', 'にせこ', 42.8, 140.69, 'nature'], 1, 'area'],
  [['noboribetsu', 'Noboribetsu', '登別', 'のぼりべつ', 42.5, 141.15, 'onsen'], 1, 'area'],
  [['sendai', 'Sendai', '仙台', 'せんだい', 38.27, 140.87, 'city'], 4, 'city'],
  [['ginzan-onsen', 'Ginzan Onsen', '銀山温泉', 'ぎんざんおんせん', 38.57, 140.53, 'onsen'], 6, 'area'],
  [['nikko', 'Nikko', '日光', 'にっこう', 36.75, 139.6, 'onsen', ['nikkou']], 9, 'area'],
  [['kusatsu', 'Kusatsu', '草津', 'くさつ', 36.62, 138.6, 'onsen'], 10, 'area'],
  [['shinjuku', 'Shinjuku', '新宿', 'しんじゅく', 35.69, 139.7, 'city'], 13, 'area'],
  [['ginza', 'Ginza', '銀座', 'ぎんざ', 35.67, 139.77, 'city'], 13, 'area'],
  [['asakusa', 'Asakusa', '浅草', 'あさくさ', 35.71, 139.8, 'city'], 13, 'area'],
  [['shibuya', 'Shibuya', '渋谷', 'しぶや', 35.66, 139.7, 'city'], 13, 'area'],
  [['yokohama', 'Yokohama', '横浜', 'よこはま', 35.44, 139.64, 'city'], 14, 'city'],
  [['hakone', 'Hakone', '箱根', 'はこね', 35.23, 139.11, 'onsen'], 14, 'area'],
  [['kamakura', 'Kamakura', '鎌倉', 'かまくら', 35.32, 139.55, 'beach'], 14, 'city'],
  [['kanazawa', 'Kanazawa', '金沢', 'かなざわ', 36.56, 136.66, 'city'], 17, 'city'],
  [['kawaguchiko', 'Lake Kawaguchi', '河口湖', 'かわぐちこ', 35.5, 138.76, 'onsen', ['kawaguchiko', 'mt fuji', 'fuji', '富士山']], 19, 'area'],
  [['karuizawa', 'Karuizawa', '軽井沢', 'かるいざわ', 36.35, 138.6, 'nature'], 20, 'area'],
  [['hakuba', 'Hakuba', '白馬', 'はくば', 36.7, 137.86, 'nature'], 20, 'area'],
  [['takayama', 'Takayama', '高山', 'たかやま', 36.14, 137.25, 'city', ['hida takayama', '飛騨高山']], 21, 'city'],
  [['gero', 'Gero Onsen', '下呂温泉', 'げろおんせん', 35.81, 137.24, 'onsen', ['gero']], 21, 'area'],
  [['atami', 'Atami', '熱海', 'あたみ', 35.1, 139.07, 'onsen'], 22, 'area'],
  [['izu', 'Izu', '伊豆', 'いず', 34.97, 138.95, 'onsen'], 22, 'area'],
  [['nagoya', 'Nagoya', '名古屋', 'なごや', 35.17, 136.88, 'city'], 23, 'city'],
  [['ise', 'Ise', '伊勢', 'いせ', 34.49, 136.71, 'beach', ['ise shima', '伊勢志摩']], 24, 'area'],
  [['kyoto', 'Kyoto', '京都', 'きょうと', 35.0, 135.77, 'city', ['kyouto', 'kioto']], 26, 'city'],
  [['arashiyama', 'Arashiyama', '嵐山', 'あらしやま', 35.01, 135.67, 'nature'], 26, 'area'],
  [['osaka', 'Osaka', '大阪', 'おおさか', 34.69, 135.5, 'city', ['oosaka']], 27, 'city'],
  [['namba', 'Namba', '難波', 'なんば', 34.67, 135.5, 'city', ['nanba', 'なんば']], 27, 'area'],
  [['umeda', 'Umeda', '梅田', 'うめだ', 34.7, 135.5, 'city'], 27, 'area'],
  [['kobe', 'Kobe', '神戸', 'こうべ', 34.69, 135.2, 'city', ['koube']], 28, 'city'],
  [['arima', 'Arima Onsen', '有馬温泉', 'ありまおんせん', 34.8, 135.25, 'onsen', ['arima']], 28, 'area'],
  [['kinosaki', 'Kinosaki Onsen', '城崎温泉', 'きのさきおんせん', 35.62, 134.81, 'onsen', ['kinosaki']], 28, 'area'],
  [['shirahama', 'Shirahama', '白浜', 'しらはま', 33.68, 135.34, 'beach'], 30, 'area'],
  [['hiroshima-city', 'Hiroshima City', '広島市', 'ひろしまし', 34.39, 132.46, 'city'], 34, 'city'],
  [['miyajima', 'Miyajima', '宮島', 'みやじま', 34.3, 132.32, 'nature', ['itsukushima']], 34, 'area'],
  [['dogo', 'Dogo Onsen', '道後温泉', 'どうごおんせん', 33.85, 132.79, 'onsen', ['dogo', 'dougo']], 38, 'area'],
  [['hakata', 'Hakata', '博多', 'はかた', 33.59, 130.42, 'city'], 40, 'area'],
  [['beppu', 'Beppu', '別府', 'べっぷ', 33.28, 131.49, 'onsen'], 44, 'area'],
  [['yufuin', 'Yufuin', '由布院', 'ゆふいん', 33.26, 131.36, 'onsen', ['yufuin', '湯布院', 'yuhuin']], 44, 'area'],
  [['ibusuki', 'Ibusuki', '指宿', 'いぶすき', 31.24, 130.64, 'onsen'], 46, 'area'],
  [['naha', 'Naha', '那覇', 'なは', 26.21, 127.68, 'city'], 47, 'city'],
  [['onna', 'Onna', '恩納', 'おんな', 26.5, 127.85, 'beach', ['onna village', '恩納村']], 47, 'area'],
  [['ishigaki', 'Ishigaki', '石垣島', 'いしがきじま', 24.34, 124.16, 'beach', ['ishigaki island', '石垣']], 47, 'area'],
  [['miyakojima', 'Miyakojima', '宮古島', 'みやこじま', 24.8, 125.28, 'beach', ['miyako']], 47, 'area'],
];

const prefectureCode = (n: number) => `JP-${String(n).padStart(2, '0')}`;

function place([id, en, ja, kana, lat, lon, character, aliases = []]: Row, kind: PlaceKind, prefecture: string): JapanPlace {
  return { id, kind, prefecture, en, ja, kana, aliases, lat, lon, character };
}

export const JAPAN_PLACES: readonly JapanPlace[] = [
  ...PREFECTURE_ROWS.map((row, i) => place(row, 'prefecture', prefectureCode(i + 1))),
  ...AREA_ROWS.map(([row, n, kind]) => place(row, kind, prefectureCode(n))),
];

const BY_ID = new Map(JAPAN_PLACES.map((p) => [p.id, p]));

export function placeById(id: string): JapanPlace | undefined {
  return BY_ID.get(id);
}
