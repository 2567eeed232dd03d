import type { CurrencyCode } from '#domain/constants/currencies.ts';
import type { UiLocale } from '#domain/constants/locales.ts';

/** The wording of a receipt in one locale, as a hotel front desk there would write it. */
export type ReceiptLabels = {
  title: string;
  number: string;
  issued: string;
  /** The label above the addressee, where the language puts one ("Received from"); ja and ko suffix the name instead. */
  receivedFrom: string | null;
  addressee: (name: string) => string;
  amount: string;
  cancellationFee: string;
  /** The amount as written on the receipt: Japanese receipts close the figure with a dash so nothing can be added. */
  amountValue: (formatted: string) => string;
  /**
   * Under the amount when the guest paid in another currency than the hotel's (ADR 180): that currency, and the
   * same total in the hotel's currency, which the breakdown adds up to.
   */
  paidIn: (paid: { currency: CurrencyCode; equivalent: string; hotelCurrency: CurrencyCode }) => string;
  purpose: (title: string) => string;
  stayPurpose: (hotel: string) => string;
  cancellationPurpose: (hotel: string) => string;
  stay: string;
  /** The number of nights as it follows the dates, brackets included (full-width in Japanese and Chinese). */
  nights: (count: number) => string;
  /** The sentence that makes the paper a receipt ("上記正に領収いたしました"). */
  acknowledgement: string;
  breakdown: string;
  rooms: string;
  extras: string;
  accommodationTax: string;
  taxIncluded: string;
  issuer: string;
  /** Between a label and its value: full-width in Japanese and Chinese. */
  colon: string;
};

const arabicNights = new Intl.PluralRules('ar');

export const RECEIPT_LABELS: Record<UiLocale, ReceiptLabels> = {
  ja: {
    title: '領収書',
    number: '予約番号',
    issued: '発行日',
    receivedFrom: null,
    addressee: (name) => `${name} 様`,
    amount: '金額',
    cancellationFee: 'キャンセル料',
    amountValue: (formatted) => `${formatted}-`,
    // 円換算額 is how a Japanese receipt or invoice names the yen figure of a foreign-currency amount.
    paidIn: ({ currency, equivalent, hotelCurrency }) => `お支払い通貨：${currency}（${hotelCurrency === 'JPY' ? '円' : hotelCurrency}換算額 ${equivalent}）`,
    purpose: (title) => `但し ${title}として`,
    stayPurpose: (hotel) => `但し ${hotel} ご宿泊代として`,
    cancellationPurpose: (hotel) => `但し ${hotel} キャンセル料として`,
    stay: '宿泊日',
    nights: (count) => `（${count}泊）`,
    acknowledgement: '上記正に領収いたしました。',
    breakdown: '内訳',
    rooms: '宿泊料金',
    extras: 'オプション',
    accommodationTax: '宿泊税',
    taxIncluded: '内消費税等',
    issuer: '発行者',
    colon: '：',
  },
  en: {
    title: 'RECEIPT',
    number: 'Reservation number',
    issued: 'Issued on',
    receivedFrom: 'Received from',
    addressee: (name) => name,
    amount: 'Amount received',
    cancellationFee: 'Cancellation fee received',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent }) => `Paid in ${currency}. Equivalent: ${equivalent}`,
    purpose: (title) => `For ${title}`,
    stayPurpose: (hotel) => `For accommodation at ${hotel}`,
    cancellationPurpose: (hotel) => `Cancellation fee for the stay at ${hotel}`,
    stay: 'Stay',
    nights: (count) => (count === 1 ? ' (1 night)' : ` (${count} nights)`),
    acknowledgement: 'Received with thanks.',
    breakdown: 'Breakdown',
    rooms: 'Room charges',
    extras: 'Extras',
    accommodationTax: 'Accommodation tax',
    taxIncluded: 'Consumption tax included',
    issuer: 'Issued by',
    colon: ': ',
  },
  ko: {
    title: '영수증',
    number: '예약 번호',
    issued: '발행일',
    receivedFrom: null,
    addressee: (name) => `${name} 귀하`,
    amount: '금액',
    cancellationFee: '취소 수수료',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent, hotelCurrency }) => `결제 통화: ${currency} (${hotelCurrency === 'JPY' ? '엔화' : hotelCurrency} 환산 금액 ${equivalent})`,
    purpose: (title) => `내역: ${title}`,
    stayPurpose: (hotel) => `내역: ${hotel} 숙박 요금`,
    cancellationPurpose: (hotel) => `내역: ${hotel} 취소 수수료`,
    stay: '숙박 기간',
    nights: (count) => ` (${count}박)`,
    acknowledgement: '위 금액을 정히 영수합니다.',
    breakdown: '세부 내역',
    rooms: '객실 요금',
    extras: '추가 옵션',
    accommodationTax: '숙박세',
    taxIncluded: '포함된 소비세',
    issuer: '발행처',
    colon: ': ',
  },
  zh_Hans: {
    title: '收据',
    number: '预订号',
    issued: '开具日期',
    receivedFrom: '付款方',
    addressee: (name) => name,
    amount: '金额',
    cancellationFee: '取消费',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent }) => `支付币种：${currency}（折合 ${equivalent}）`,
    purpose: (title) => `事由：${title}`,
    stayPurpose: (hotel) => `事由：${hotel}住宿费`,
    cancellationPurpose: (hotel) => `事由：${hotel}取消费`,
    stay: '入住日期',
    nights: (count) => `（${count}晚）`,
    acknowledgement: '上述款项已如数收讫。',
    breakdown: '明细',
    rooms: '房费',
    extras: '附加项目',
    accommodationTax: '住宿税',
    taxIncluded: '其中消费税',
    issuer: '开具方',
    colon: '：',
  },
  zh_Hant: {
    title: '收據',
    number: '訂房編號',
    issued: '開立日期',
    receivedFrom: '付款人',
    addressee: (name) => name,
    amount: '金額',
    cancellationFee: '取消費',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent }) => `付款幣別：${currency}（折合 ${equivalent}）`,
    purpose: (title) => `事由：${title}`,
    stayPurpose: (hotel) => `事由：${hotel}住宿費`,
    cancellationPurpose: (hotel) => `事由：${hotel}取消費`,
    stay: '住宿日期',
    nights: (count) => `（${count}晚）`,
    acknowledgement: '上述款項已如數收訖。',
    breakdown: '明細',
    rooms: '房費',
    extras: '加購項目',
    accommodationTax: '住宿稅',
    taxIncluded: '其中消費稅',
    issuer: '開立者',
    colon: '：',
  },
  id: {
    title: 'KUITANSI',
    number: 'Nomor reservasi',
    issued: 'Tanggal terbit',
    receivedFrom: 'Telah terima dari',
    addressee: (name) => name,
    amount: 'Jumlah diterima',
    cancellationFee: 'Biaya pembatalan diterima',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent }) => `Dibayar dalam ${currency}. Setara dengan ${equivalent}`,
    purpose: (title) => `Untuk pembayaran: ${title}`,
    stayPurpose: (hotel) => `Untuk pembayaran: akomodasi di ${hotel}`,
    cancellationPurpose: (hotel) => `Untuk pembayaran: biaya pembatalan menginap di ${hotel}`,
    stay: 'Masa menginap',
    nights: (count) => ` (${count} malam)`,
    acknowledgement: 'Jumlah di atas telah kami terima dengan baik.',
    breakdown: 'Rincian',
    rooms: 'Biaya kamar',
    extras: 'Tambahan',
    accommodationTax: 'Pajak akomodasi',
    taxIncluded: 'Termasuk pajak konsumsi',
    issuer: 'Diterbitkan oleh',
    colon: ': ',
  },
  th: {
    title: 'ใบเสร็จรับเงิน',
    number: 'หมายเลขการจอง',
    issued: 'วันที่ออก',
    receivedFrom: 'ได้รับเงินจาก',
    addressee: (name) => name,
    amount: 'จำนวนเงิน',
    cancellationFee: 'ค่าธรรมเนียมการยกเลิก',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent }) => `ชำระเป็นสกุลเงิน ${currency} (เทียบเท่า ${equivalent})`,
    purpose: (title) => `รายการ: ${title}`,
    stayPurpose: (hotel) => `รายการ: ค่าที่พัก ${hotel}`,
    cancellationPurpose: (hotel) => `รายการ: ค่าธรรมเนียมการยกเลิกการเข้าพัก ${hotel}`,
    stay: 'วันที่เข้าพัก',
    nights: (count) => ` (${count} คืน)`,
    acknowledgement: 'ได้รับเงินตามจำนวนข้างต้นไว้เรียบร้อยแล้ว',
    breakdown: 'รายละเอียด',
    rooms: 'ค่าห้องพัก',
    extras: 'บริการเสริม',
    accommodationTax: 'ภาษีที่พัก',
    taxIncluded: 'ภาษีการบริโภคที่รวมอยู่',
    issuer: 'ออกโดย',
    colon: ': ',
  },
  ar: {
    title: 'إيصال استلام',
    number: 'رقم الحجز',
    issued: 'تاريخ الإصدار',
    receivedFrom: 'استلمنا من',
    addressee: (name) => name,
    amount: 'المبلغ المستلم',
    cancellationFee: 'رسوم الإلغاء المستلمة',
    amountValue: (formatted) => formatted,
    paidIn: ({ currency, equivalent }) => `تم الدفع بعملة ${currency}، بما يعادل ${equivalent}`,
    purpose: (title) => `وذلك عن: ${title}`,
    stayPurpose: (hotel) => `وذلك عن: الإقامة في ${hotel}`,
    cancellationPurpose: (hotel) => `وذلك عن: رسوم إلغاء الإقامة في ${hotel}`,
    stay: 'مدة الإقامة',
    nights: (count) => {
      // Arabic counts one and two with the noun alone, 3–10 with the plural, 11 and up with the singular.
      const category = arabicNights.select(count);
      if (category === 'one') return ' (ليلة واحدة)';
      if (category === 'two') return ' (ليلتان)';
      if (category === 'few') return ` (${new Intl.NumberFormat('ar').format(count)} ليالٍ)`;
      return ` (${new Intl.NumberFormat('ar').format(count)} ليلة)`;
    },
    acknowledgement: 'نقرّ باستلام المبلغ المذكور أعلاه، مع الشكر.',
    breakdown: 'التفاصيل',
    rooms: 'رسوم الغرف',
    extras: 'الإضافات',
    accommodationTax: 'ضريبة الإقامة',
    taxIncluded: 'ضريبة الاستهلاك المشمولة',
    issuer: 'صادر عن',
    colon: ': ',
  },
};
