import type { UiLocale } from '#domain/constants/locales.ts';

/** The payment-link mail (ADR 232): the hotel asks the guest to pay an amount at the link. Values arrive ready to print. */
type PaymentLinkMailTexts = {
  subject: (hotel: string) => string;
  intro: (hotel: string, description: string, amount: string) => string;
  action: string;
};

export const PAYMENT_LINK_MAIL_TEXTS: Record<UiLocale, PaymentLinkMailTexts> = {
  ja: {
    subject: (hotel) => `【お支払いのお願い】${hotel}`,
    intro: (hotel, description, amount) => `${hotel}より、「${description}」のお支払い（${amount}）をお願いいたします。`,
    action: '下記のリンクからカード決済のお手続きをお願いいたします。',
  },
  en: {
    subject: (hotel) => `Payment request from ${hotel}`,
    intro: (hotel, description, amount) => `${hotel} asks you to pay ${amount} for "${description}".`,
    action: 'Please pay by card at the link below.',
  },
  ko: {
    subject: (hotel) => `${hotel} 결제 요청`,
    intro: (hotel, description, amount) => `${hotel}에서 "${description}"에 대한 ${amount} 결제를 요청드립니다.`,
    action: '아래 링크에서 카드로 결제해 주세요.',
  },
  zh_Hans: {
    subject: (hotel) => `${hotel}的付款请求`,
    intro: (hotel, description, amount) => `${hotel}请您支付“${description}”的费用 ${amount}。`,
    action: '请通过下方链接使用银行卡付款。',
  },
  zh_Hant: {
    subject: (hotel) => `${hotel}的付款請求`,
    intro: (hotel, description, amount) => `${hotel}請您支付「${description}」的費用 ${amount}。`,
    action: '請透過下方連結以信用卡付款。',
  },
  th: {
    subject: (hotel) => `คำขอชำระเงินจาก ${hotel}`,
    intro: (hotel, description, amount) => `${hotel} ขอให้คุณชำระเงิน ${amount} สำหรับ "${description}"`,
    action: 'กรุณาชำระด้วยบัตรผ่านลิงก์ด้านล่าง',
  },
  id: {
    subject: (hotel) => `Permintaan pembayaran dari ${hotel}`,
    intro: (hotel, description, amount) => `${hotel} meminta Anda membayar ${amount} untuk "${description}".`,
    action: 'Silakan bayar dengan kartu melalui tautan di bawah ini.',
  },
  ar: {
    subject: (hotel) => `طلب دفع من ${hotel}`,
    intro: (hotel, description, amount) => `يطلب منك ${hotel} دفع ${amount} مقابل "${description}".`,
    action: 'يرجى الدفع بالبطاقة عبر الرابط أدناه.',
  },
};
