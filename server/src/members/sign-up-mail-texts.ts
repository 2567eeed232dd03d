import type { UiLocale } from '#domain/constants/locales.ts';

/**
 * The wording of the sign-up mail in one locale. Hotel and expiry arrive ready to print (isolated in Arabic); the
 * greeting is the booking mails' (RESERVATION_MAIL_TEXTS[locale].greeting). The body is: greeting, blank line,
 * intro, the link on its own line, blank line, expiry.
 */
export type SignUpMailTexts = {
  subject: (hotel: string) => string;
  /** Thanks for signing up and asks to open the link below it to confirm the address and finish signing up. */
  intro: (hotel: string) => string;
  /** Until when the link works, and that a guest who did not sign up can ignore the mail. */
  expiry: (until: string) => string;
};

export const SIGN_UP_MAIL_TEXTS: Record<UiLocale, SignUpMailTexts> = {
  ja: {
    subject: (hotel) => `【会員登録のご確認】${hotel}`,
    intro: (hotel) => `${hotel}の会員登録をお申し込みいただきありがとうございます。次のリンクを開いてメールアドレスを確認し、登録を完了してください。`,
    expiry: (until) => `リンクの有効期限は${until}です。お心当たりのない場合は、このメールを破棄してください。`,
  },
  en: {
    subject: (hotel) => `Confirm your membership at ${hotel}`,
    intro: (hotel) => `Thank you for signing up at ${hotel}. Open this link to confirm your email address and finish signing up:`,
    expiry: (until) => `The link works until ${until}. If you did not sign up, you can ignore this mail.`,
  },
  ko: {
    // As in the booking mails, the hotel name stands as a noun before 회원 가입, so no particle has to agree with it.
    subject: (hotel) => `[회원 가입 확인] ${hotel}`,
    intro: (hotel) => `${hotel} 회원 가입을 신청해 주셔서 감사합니다. 아래 링크를 열어 이메일 주소를 인증하고 회원 가입을 완료해 주세요.`,
    expiry: (until) => `링크는 ${until}까지 유효합니다. 회원 가입을 신청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
  },
  zh_Hans: {
    subject: (hotel) => `【会员注册确认】${hotel}`,
    intro: (hotel) => `感谢您申请成为${hotel}会员。请点击以下链接验证您的电子邮箱地址，完成会员注册：`,
    expiry: (until) => `此链接有效期至${until}。如果您并未申请注册，请忽略此邮件。`,
  },
  zh_Hant: {
    subject: (hotel) => `【會員註冊確認】${hotel}`,
    intro: (hotel) => `感謝您申請成為${hotel}會員。請點選以下連結驗證您的電子郵件地址，完成會員註冊：`,
    expiry: (until) => `此連結的有效期限至${until}。若您並未申請註冊，請忽略此郵件。`,
  },
  id: {
    subject: (hotel) => `Konfirmasi pendaftaran anggota ${hotel}`,
    intro: (hotel) =>
      `Terima kasih telah mendaftar sebagai anggota ${hotel}. Buka tautan berikut untuk mengonfirmasi alamat email Anda dan menyelesaikan pendaftaran:`,
    expiry: (until) => `Tautan ini berlaku hingga ${until}. Jika Anda tidak melakukan pendaftaran ini, abaikan saja email ini.`,
  },
  th: {
    // Thai ends a sentence with a space, not a full stop.
    subject: (hotel) => `ยืนยันการสมัครสมาชิก ${hotel}`,
    intro: (hotel) => `ขอบคุณที่สมัครสมาชิกกับ ${hotel} กรุณาเปิดลิงก์ด้านล่างเพื่อยืนยันที่อยู่อีเมลของท่านและสมัครสมาชิกให้เสร็จสมบูรณ์`,
    expiry: (until) => `ลิงก์นี้ใช้งานได้ถึง ${until} หากท่านไม่ได้สมัครสมาชิก โปรดละเว้นอีเมลฉบับนี้`,
  },
  ar: {
    subject: (hotel) => `تأكيد تسجيل عضويتك في ${hotel}`,
    intro: (hotel) => `شكرًا لتسجيلك في عضوية ${hotel}. يُرجى فتح الرابط التالي لتأكيد عنوان بريدك الإلكتروني وإكمال التسجيل:`,
    expiry: (until) => `يظل الرابط صالحًا حتى ${until}. إذا لم يصدر هذا الطلب عنك، يمكنك تجاهل هذه الرسالة.`,
  },
};
