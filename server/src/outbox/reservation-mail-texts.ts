import type { UiLocale } from '#domain/constants/locales.ts';

export type ReservationMailKind = 'confirmed' | 'cancelled' | 'changed';

/** What one kind of mail says around the shared rows. Hotel and number arrive ready to print (isolated in Arabic). */
type KindTexts = {
  subject: (hotel: string, number: string) => string;
  intro: (hotel: string) => string;
  outro: string;
};

/** The wording of the reservation mails in one locale, as the hotel's front desk there would write them. */
export type ReservationMailTexts = {
  /** The booker's name in the language's order; the caller isolates the whole name, so order stays as written. */
  name: (first: string, last: string) => string;
  greeting: (name: string) => string;
  /** Between a label and its value: full-width in Chinese; Japanese keeps the half-width colon its mails had. */
  colon: string;
  number: string;
  checkin: string;
  checkout: string;
  room: string;
  total: string;
  cancellationFee: string;
  newTotal: string;
  priceDifference: string;
  /** Stay plus flight (ADR 261, 265): the label of each booked flight's row and its seat count. */
  flight: string;
  seats: (count: number) => string;
} & Record<ReservationMailKind, KindTexts>;

const HAN_OR_HANGUL = /^[\p{Script=Han}\p{Script=Hangul}]+$/u;

/** Chinese and Korean write a native name family first without a space (王小明, 김민준); romanised names keep one. */
function familyFirst(first: string, last: string): string {
  return HAN_OR_HANGUL.test(first) && HAN_OR_HANGUL.test(last) ? `${last}${first}` : `${last} ${first}`;
}

/** Arabic counts seats in its own plural forms: one, two, a few (3–10), many. */
function arabicSeats(count: number): string {
  if (count === 1) return 'مقعد واحد';
  if (count === 2) return 'مقعدان';
  const lastTwo = count % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${count} مقاعد` : `${count} مقعدًا`;
}

const givenFirst = (first: string, last: string) => `${first} ${last}`;

export const RESERVATION_MAIL_TEXTS: Record<UiLocale, ReservationMailTexts> = {
  ja: {
    // Japanese mail keeps the space between 姓 and 名 ("山田 花子 様"), for romanised names alike.
    name: (first, last) => `${last} ${first}`,
    greeting: (name) => `${name} 様`,
    colon: ': ',
    number: '予約番号',
    checkin: 'チェックイン',
    checkout: 'チェックアウト',
    room: '客室',
    total: '合計',
    cancellationFee: 'キャンセル料',
    newTotal: '変更後の合計',
    priceDifference: '差額',
    flight: '航空便',
    seats: (count) => `${count}席`,
    confirmed: {
      subject: (hotel, number) => `【予約確定】${hotel} ご予約番号 ${number}`,
      intro: (hotel) => `${hotel}をご予約いただきありがとうございます。`,
      outro: 'ご来館を心よりお待ちしております。',
    },
    cancelled: {
      subject: (hotel, number) => `【予約キャンセル】${hotel} ご予約番号 ${number}`,
      intro: (hotel) => `${hotel}のご予約をキャンセルいたしました。`,
      outro: 'またのご利用を心よりお待ちしております。',
    },
    changed: {
      subject: (hotel, number) => `【予約変更】${hotel} ご予約番号 ${number}`,
      intro: (hotel) => `${hotel}のご予約内容を変更いたしました。変更後のご予約内容は以下のとおりです。`,
      outro: 'ご来館を心よりお待ちしております。',
    },
  },
  en: {
    name: givenFirst,
    greeting: (name) => `Dear ${name},`,
    colon: ': ',
    number: 'Reservation number',
    checkin: 'Check-in',
    checkout: 'Check-out',
    room: 'Room',
    total: 'Total',
    cancellationFee: 'Cancellation fee',
    newTotal: 'New total',
    priceDifference: 'Price difference',
    flight: 'Flight',
    seats: (count) => (count === 1 ? '1 seat' : `${count} seats`),
    confirmed: {
      subject: (hotel, number) => `Your booking at ${hotel} is confirmed (${number})`,
      intro: (hotel) => `Thank you for booking ${hotel}.`,
      outro: 'We look forward to welcoming you.',
    },
    cancelled: {
      subject: (hotel, number) => `Your booking at ${hotel} is cancelled (${number})`,
      intro: (hotel) => `Your reservation at ${hotel} has been cancelled.`,
      outro: 'We hope to welcome you another time.',
    },
    changed: {
      subject: (hotel, number) => `Your booking at ${hotel} has been changed (${number})`,
      intro: (hotel) => `Your reservation at ${hotel} has been changed. Here are the new details.`,
      outro: 'We look forward to welcoming you.',
    },
  },
  ko: {
    name: familyFirst,
    greeting: (name) => `${name} 고객님, 안녕하세요.`,
    colon: ': ',
    number: '예약 번호',
    checkin: '체크인',
    checkout: '체크아웃',
    room: '객실',
    total: '총 요금',
    cancellationFee: '취소 수수료',
    newTotal: '변경 후 총 요금',
    priceDifference: '차액',
    flight: '항공편',
    seats: (count) => `${count}석`,
    // The hotel name stands before 예약 as a noun, so no particle (을/를) has to agree with how it ends.
    confirmed: {
      subject: (hotel, number) => `[예약 확정] ${hotel} 예약 번호 ${number}`,
      intro: (hotel) => `${hotel} 예약이 확정되었습니다. 예약해 주셔서 감사합니다.`,
      outro: '고객님의 방문을 진심으로 기다리겠습니다.',
    },
    cancelled: {
      subject: (hotel, number) => `[예약 취소] ${hotel} 예약 번호 ${number}`,
      intro: (hotel) => `${hotel} 예약이 취소되었습니다.`,
      outro: '다음에 다시 모실 수 있기를 바랍니다.',
    },
    changed: {
      subject: (hotel, number) => `[예약 변경] ${hotel} 예약 번호 ${number}`,
      intro: (hotel) => `${hotel} 예약이 변경되었습니다. 변경된 예약 내용은 아래와 같습니다.`,
      outro: '고객님의 방문을 진심으로 기다리겠습니다.',
    },
  },
  zh_Hans: {
    name: familyFirst,
    greeting: (name) => `尊敬的${name}：`,
    colon: '：',
    number: '预订号',
    checkin: '入住日期',
    checkout: '退房日期',
    room: '客房',
    total: '总金额',
    cancellationFee: '取消费',
    newTotal: '变更后总金额',
    priceDifference: '差额',
    flight: '航班',
    seats: (count) => `${count}个座位`,
    confirmed: {
      subject: (hotel, number) => `【预订确认】${hotel} 预订号 ${number}`,
      intro: (hotel) => `感谢您预订${hotel}，您的预订已确认。`,
      outro: '我们期待您的光临。',
    },
    cancelled: {
      subject: (hotel, number) => `【预订取消】${hotel} 预订号 ${number}`,
      intro: (hotel) => `您在${hotel}的预订已取消。`,
      outro: '期待下次再为您服务。',
    },
    changed: {
      subject: (hotel, number) => `【预订变更】${hotel} 预订号 ${number}`,
      intro: (hotel) => `您在${hotel}的预订已变更，变更后的预订信息如下。`,
      outro: '我们期待您的光临。',
    },
  },
  zh_Hant: {
    name: familyFirst,
    greeting: (name) => `${name} 貴賓您好：`,
    colon: '：',
    number: '訂房編號',
    checkin: '入住日期',
    checkout: '退房日期',
    room: '客房',
    total: '總金額',
    cancellationFee: '取消費',
    newTotal: '變更後總金額',
    priceDifference: '差額',
    flight: '航班',
    seats: (count) => `${count}個座位`,
    confirmed: {
      subject: (hotel, number) => `【訂房確認】${hotel} 訂房編號 ${number}`,
      intro: (hotel) => `感謝您預訂${hotel}，您的訂房已確認。`,
      outro: '期待您的光臨。',
    },
    cancelled: {
      subject: (hotel, number) => `【訂房取消】${hotel} 訂房編號 ${number}`,
      intro: (hotel) => `您於${hotel}的訂房已取消。`,
      outro: '期待日後再次為您服務。',
    },
    changed: {
      subject: (hotel, number) => `【訂房變更】${hotel} 訂房編號 ${number}`,
      intro: (hotel) => `您於${hotel}的訂房已變更，變更後的訂房內容如下。`,
      outro: '期待您的光臨。',
    },
  },
  id: {
    name: givenFirst,
    greeting: (name) => `Yth. Bapak/Ibu ${name},`,
    colon: ': ',
    number: 'Nomor reservasi',
    checkin: 'Check-in',
    checkout: 'Check-out',
    room: 'Kamar',
    total: 'Total',
    cancellationFee: 'Biaya pembatalan',
    newTotal: 'Total baru',
    priceDifference: 'Selisih harga',
    flight: 'Penerbangan',
    seats: (count) => `${count} kursi`,
    confirmed: {
      subject: (hotel, number) => `Reservasi Anda di ${hotel} telah dikonfirmasi (${number})`,
      intro: (hotel) => `Terima kasih telah memesan di ${hotel}. Reservasi Anda telah dikonfirmasi.`,
      outro: 'Kami menantikan kedatangan Anda.',
    },
    cancelled: {
      subject: (hotel, number) => `Reservasi Anda di ${hotel} telah dibatalkan (${number})`,
      intro: (hotel) => `Reservasi Anda di ${hotel} telah dibatalkan.`,
      outro: 'Kami berharap dapat menyambut Anda di lain waktu.',
    },
    changed: {
      subject: (hotel, number) => `Reservasi Anda di ${hotel} telah diubah (${number})`,
      intro: (hotel) => `Reservasi Anda di ${hotel} telah diubah. Berikut rincian terbarunya.`,
      outro: 'Kami menantikan kedatangan Anda.',
    },
  },
  th: {
    name: givenFirst,
    greeting: (name) => `เรียน คุณ ${name}`,
    colon: ': ',
    number: 'หมายเลขการจอง',
    checkin: 'วันเช็คอิน',
    checkout: 'วันเช็คเอาท์',
    room: 'ห้องพัก',
    total: 'ราคารวม',
    cancellationFee: 'ค่าธรรมเนียมการยกเลิก',
    newTotal: 'ราคารวมใหม่',
    priceDifference: 'ส่วนต่างราคา',
    flight: 'เที่ยวบิน',
    seats: (count) => `${count} ที่นั่ง`,
    confirmed: {
      subject: (hotel, number) => `ยืนยันการจองที่ ${hotel} (${number})`,
      intro: (hotel) => `ขอบคุณที่เลือกจองห้องพักกับ ${hotel} การจองของท่านได้รับการยืนยันแล้ว`,
      outro: 'เรายินดีเป็นอย่างยิ่งที่จะได้ต้อนรับท่าน',
    },
    cancelled: {
      subject: (hotel, number) => `ยกเลิกการจองที่ ${hotel} แล้ว (${number})`,
      intro: (hotel) => `การจองของท่านที่ ${hotel} ได้ถูกยกเลิกแล้ว`,
      outro: 'หวังว่าจะได้ต้อนรับท่านในโอกาสหน้า',
    },
    changed: {
      subject: (hotel, number) => `เปลี่ยนแปลงการจองที่ ${hotel} แล้ว (${number})`,
      intro: (hotel) => `การจองของท่านที่ ${hotel} ได้รับการเปลี่ยนแปลงแล้ว โดยมีรายละเอียดใหม่ดังนี้`,
      outro: 'เรายินดีเป็นอย่างยิ่งที่จะได้ต้อนรับท่าน',
    },
  },
  ar: {
    name: givenFirst,
    // A form of address that fits any guest: the mail does not know whether the booker is a man or a woman.
    greeting: (name) => `السيد/السيدة ${name}،`,
    colon: ': ',
    number: 'رقم الحجز',
    checkin: 'تاريخ الوصول',
    checkout: 'تاريخ المغادرة',
    room: 'الغرفة',
    total: 'الإجمالي',
    cancellationFee: 'رسوم الإلغاء',
    newTotal: 'الإجمالي الجديد',
    priceDifference: 'فرق السعر',
    flight: 'الرحلة الجوية',
    seats: arabicSeats,
    confirmed: {
      subject: (hotel, number) => `تأكيد حجزك في ${hotel} (${number})`,
      intro: (hotel) => `شكرًا لاختيارك ${hotel}. تم تأكيد حجزك.`,
      outro: 'نتطلع إلى استقبالك.',
    },
    cancelled: {
      subject: (hotel, number) => `إلغاء حجزك في ${hotel} (${number})`,
      intro: (hotel) => `تم إلغاء حجزك في ${hotel}.`,
      outro: 'نأمل أن نستقبلك في وقت آخر.',
    },
    changed: {
      subject: (hotel, number) => `تعديل حجزك في ${hotel} (${number})`,
      intro: (hotel) => `تم تعديل حجزك في ${hotel}. وفيما يلي التفاصيل الجديدة.`,
      outro: 'نتطلع إلى استقبالك.',
    },
  },
};
