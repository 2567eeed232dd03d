import type { UiLocale } from '#domain/constants/locales.ts';

/** The stand-in's marketing mail (ADR 232): a brand's news, with the unsubscribe link every marketing mail ends with. */
type MarketingMailTexts = {
  subject: (brand: string) => string;
  body: (brand: string) => string;
  unsubscribe: string;
};

export const MARKETING_MAIL_TEXTS: Record<UiLocale, MarketingMailTexts> = {
  ja: {
    subject: (brand) => `${brand}からのお知らせ`,
    body: (brand) => `${brand}の季節のおすすめプランをご案内します。`,
    unsubscribe: '今後このようなメールの受信を希望されない場合は、こちらから配信停止できます：',
  },
  en: {
    subject: (brand) => `News from ${brand}`,
    body: (brand) => `This season's recommended plans at ${brand}.`,
    unsubscribe: 'To stop receiving these e-mails, unsubscribe here:',
  },
  ko: {
    subject: (brand) => `${brand} 소식`,
    body: (brand) => `${brand}의 이번 시즌 추천 플랜을 안내해 드립니다.`,
    unsubscribe: '이러한 이메일을 더 이상 받지 않으려면 여기에서 수신 거부하세요:',
  },
  zh_Hans: {
    subject: (brand) => `${brand}的最新消息`,
    body: (brand) => `为您介绍${brand}本季推荐方案。`,
    unsubscribe: '如不想再收到此类邮件，请在此退订：',
  },
  zh_Hant: {
    subject: (brand) => `${brand}的最新消息`,
    body: (brand) => `為您介紹${brand}本季推薦方案。`,
    unsubscribe: '如不想再收到此類郵件，請在此取消訂閱：',
  },
  th: {
    subject: (brand) => `ข่าวสารจาก ${brand}`,
    body: (brand) => `แพ็กเกจแนะนำประจำฤดูกาลของ ${brand}`,
    unsubscribe: 'หากไม่ต้องการรับอีเมลลักษณะนี้อีก ยกเลิกการรับได้ที่นี่:',
  },
  id: {
    subject: (brand) => `Kabar dari ${brand}`,
    body: (brand) => `Paket pilihan musim ini di ${brand}.`,
    unsubscribe: 'Untuk berhenti menerima e-mail seperti ini, berhenti berlangganan di sini:',
  },
  ar: {
    subject: (brand) => `أخبار من ${brand}`,
    body: (brand) => `الباقات الموصى بها لهذا الموسم في ${brand}.`,
    unsubscribe: 'لإيقاف تلقي هذه الرسائل، يمكنك إلغاء الاشتراك من هنا:',
  },
};
