import type { Database } from '../open-database';
import type { LocalizedText } from '../../i18n/localized';

type HotelInfoSeed = {
  hotelId: number;
  postCode: string;
  fullAddress: Required<LocalizedText>;
  country: string;
  photos: readonly { url: string; alt: Required<LocalizedText> }[];
};

/** Every hotel's first photo is its own exterior; the second is one of its rooms, as a hotel's gallery shows. */
const EXTERIOR: Required<LocalizedText> = {
  en: 'The hotel building from the street',
  ja: '通りから見たホテルの外観',
  ko: '거리에서 본 호텔 외관',
  zh_Hans: '从街道看到的酒店外观',
  zh_Hant: '從街道看到的飯店外觀',
  th: 'อาคารโรงแรมเมื่อมองจากถนน',
  id: 'Gedung hotel dilihat dari jalan',
  ar: 'مبنى الفندق من الشارع',
};

const ROOM: Required<LocalizedText> = {
  en: 'A guest room with two beds and a city view',
  ja: 'ベッドが2台ある街の景色の客室',
  ko: '침대 2개와 시내 전망이 있는 객실',
  zh_Hans: '带两张床和城市景观的客房',
  zh_Hant: '設有兩張床和城市景觀的客房',
  th: 'ห้องพักที่มีเตียงสองเตียงและวิวเมือง',
  id: 'Kamar tamu dengan dua tempat tidur dan pemandangan kota',
  ar: 'غرفة نزلاء بسريرين وإطلالة على المدينة',
};

const SEA_ROOM: Required<LocalizedText> = {
  en: 'A guest room looking out to the sea',
  ja: '海を望む客室',
  ko: '바다가 보이는 객실',
  zh_Hans: '可眺望大海的客房',
  zh_Hant: '可眺望大海的客房',
  th: 'ห้องพักที่มองเห็นทะเล',
  id: 'Kamar tamu dengan pemandangan laut',
  ar: 'غرفة نزلاء تطل على البحر',
};

export const HOTEL_INFO_SEED: readonly HotelInfoSeed[] = [
  {
    hotelId: 101,
    postCode: '104-0061',
    country: 'JP',
    fullAddress: {
      en: '5-2-1 Ginza, Chuo-ku, Tokyo',
      ja: '東京都中央区銀座5-2-1',
      ko: '도쿄도 주오구 긴자 5-2-1',
      zh_Hans: '东京都中央区银座5-2-1',
      zh_Hant: '東京都中央區銀座5-2-1',
      th: '5-2-1 กินซ่า ชูโอ-คุ โตเกียว',
      id: '5-2-1 Ginza, Chuo-ku, Tokyo',
      ar: '5-2-1 غينزا، تشوو-كو، طوكيو',
    },
    photos: [
      { url: '/photos/hotel-sakura-tokyo.svg', alt: EXTERIOR },
      { url: '/photos/deluxe-twin.svg', alt: ROOM },
    ],
  },
  {
    hotelId: 102,
    postCode: '605-0074',
    country: 'JP',
    fullAddress: {
      en: '570 Gionmachi Minamigawa, Higashiyama-ku, Kyoto',
      ja: '京都府京都市東山区祇園町南側570',
      ko: '교토부 교토시 히가시야마구 기온마치 미나미가와 570',
      zh_Hans: '京都府京都市东山区祇园町南侧570',
      zh_Hant: '京都府京都市東山區祇園町南側570',
      th: '570 กิองมาจิ มินามิกาวะ ฮิงาชิยามะ-คุ เกียวโต',
      id: '570 Gionmachi Minamigawa, Higashiyama-ku, Kyoto',
      ar: '570 غيونماتشي ميناميغاوا، هيغاشيياما-كو، كيوتو',
    },
    photos: [
      { url: '/photos/hotel-sakura-kyoto.svg', alt: EXTERIOR },
      { url: '/photos/deluxe-twin.svg', alt: ROOM },
    ],
  },
  {
    hotelId: 201,
    postCode: '904-0493',
    country: 'JP',
    fullAddress: {
      en: '1234 Aza Maeda, Onna-son, Kunigami-gun, Okinawa',
      ja: '沖縄県国頭郡恩納村字前田1234',
      ko: '오키나와현 구니가미군 온나손 아자 마에다 1234',
      zh_Hans: '冲绳县国头郡恩纳村字前田1234',
      zh_Hant: '沖繩縣國頭郡恩納村字前田1234',
      th: '1234 อาซะ มาเอดะ ออนนะ-ซน คุนิงามิ-กุน โอกินาวา',
      id: '1234 Aza Maeda, Onna-son, Kunigami-gun, Okinawa',
      ar: '1234 أزا مايدا، أونا-سون، كونيغامي-غون، أوكيناوا',
    },
    photos: [
      { url: '/photos/hotel-umi-okinawa.svg', alt: EXTERIOR },
      { url: '/photos/ocean-view-twin.svg', alt: SEA_ROOM },
    ],
  },
  {
    hotelId: 202,
    postCode: '542-0076',
    country: 'JP',
    fullAddress: {
      en: '3-8-5 Namba, Chuo-ku, Osaka',
      ja: '大阪府大阪市中央区難波3-8-5',
      ko: '오사카부 오사카시 주오구 난바 3-8-5',
      zh_Hans: '大阪府大阪市中央区难波3-8-5',
      zh_Hant: '大阪府大阪市中央區難波3-8-5',
      th: '3-8-5 นัมบะ ชูโอ-คุ โอซาก้า',
      id: '3-8-5 Namba, Chuo-ku, Osaka',
      ar: '3-8-5 نامبا، تشوو-كو، أوساكا',
    },
    photos: [
      { url: '/photos/hotel-umi-osaka.svg', alt: EXTERIOR },
      { url: '/photos/deluxe-twin.svg', alt: ROOM },
    ],
  },
];

/**
 * Where each seeded hotel stands (WGS 84), at its address above, so nearby-facility suggestions order the brand's
 * hotels by real distance (migration 059). Ishigaki has no address seeded but a place on the map.
 */
const HOTEL_COORDINATES: ReadonlyMap<number, { latitude: number; longitude: number }> = new Map([
  [101, { latitude: 35.6717, longitude: 139.764 }], // Ginza, Tokyo
  [102, { latitude: 35.0037, longitude: 135.7788 }], // Gion, Higashiyama, Kyoto
  [201, { latitude: 26.4446, longitude: 127.7718 }], // Maeda, Onna, Okinawa
  [202, { latitude: 34.6653, longitude: 135.5013 }], // Namba, Osaka
  [203, { latitude: 24.3406, longitude: 124.1559 }], // Ishigaki island
]);

export function seedHotelInfo(db: Database): void {
  const place = db.prepare('UPDATE hotels SET latitude = ?, longitude = ? WHERE id = ?');
  for (const [hotelId, { latitude, longitude }] of HOTEL_COORDINATES) place.run(latitude, longitude, hotelId);
  const insertAddress = db.prepare('INSERT INTO hotel_addresses (hotel_id, post_code, full_address, country) VALUES (?, ?, ?, ?)');
  const insertPhoto = db.prepare('INSERT INTO hotel_photos (hotel_id, position, url, alt) VALUES (?, ?, ?, ?)');
  for (const hotel of HOTEL_INFO_SEED) {
    insertAddress.run(hotel.hotelId, hotel.postCode, JSON.stringify(hotel.fullAddress), hotel.country);
    hotel.photos.forEach((photo, position) => insertPhoto.run(hotel.hotelId, position, photo.url, JSON.stringify(photo.alt)));
  }
}
