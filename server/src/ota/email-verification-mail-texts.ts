import type { UiLocale } from '#domain/constants/locales.ts';

/**
 * The wording of the e-mail check's mail in one locale (ADR 242). The code stands alone on its line between the
 * intro and the expiry; minutes arrive as a number.
 */
export type EmailVerificationMailTexts = {
  subject: (code: string) => string;
  /** That this is the code to confirm the address before booking on the travel-agency site. */
  intro: string;
  /** How long the code works, and that a guest who did not ask for it can ignore the mail. */
  expiry: (minutes: number) => string;
};

export const EMAIL_VERIFICATION_MAIL_TEXTS: Record<UiLocale, EmailVerificationMailTexts> = {
  en: {
    subject: (code) => `${code} is your verification code`,
    intro: 'Enter this code on the booking page to confirm your email address and continue your booking:',
    expiry: (minutes) => `The code works for ${minutes} minutes. If you did not ask for it, you can ignore this mail.`,
  },
  ja: {
    subject: (code) => `【認証コード】${code}`,
    intro: 'ご予約を続けるには、予約画面に次の認証コードを入力してメールアドレスを確認してください。',
    expiry: (minutes) => `認証コードの有効期限は${minutes}分です。お心当たりのない場合は、このメールを破棄してください。`,
  },
  ko: {
    subject: (code) => `[인증 코드] ${code}`,
    intro: '예약을 계속하려면 예약 화면에 아래 인증 코드를 입력하여 이메일 주소를 인증해 주세요.',
    expiry: (minutes) => `인증 코드는 ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
  },
  zh_Hans: {
    subject: (code) => `【验证码】${code}`,
    intro: '请在预订页面输入以下验证码，验证您的电子邮箱地址后继续预订：',
    expiry: (minutes) => `验证码${minutes}分钟内有效。如果您并未申请，请忽略此邮件。`,
  },
  zh_Hant: {
    subject: (code) => `【驗證碼】${code}`,
    intro: '請在預訂頁面輸入以下驗證碼，驗證您的電子郵件地址後繼續預訂：',
    expiry: (minutes) => `驗證碼${minutes}分鐘內有效。若您並未申請，請忽略此郵件。`,
  },
  id: {
    subject: (code) => `${code} adalah kode verifikasi Anda`,
    intro: 'Masukkan kode ini di halaman pemesanan untuk mengonfirmasi alamat email Anda dan melanjutkan pemesanan:',
    expiry: (minutes) => `Kode ini berlaku selama ${minutes} menit. Jika Anda tidak memintanya, abaikan saja email ini.`,
  },
  th: {
    // Thai ends a sentence with a space, not a full stop.
    subject: (code) => `รหัสยืนยันของท่านคือ ${code}`,
    intro: 'กรุณากรอกรหัสนี้ในหน้าการจองเพื่อยืนยันที่อยู่อีเมลและดำเนินการจองต่อ',
    expiry: (minutes) => `รหัสนี้ใช้งานได้ ${minutes} นาที หากท่านไม่ได้ขอรหัสนี้ โปรดละเว้นอีเมลฉบับนี้`,
  },
  ar: {
    subject: (code) => `رمز التحقق الخاص بك هو ${code}`,
    intro: 'أدخل هذا الرمز في صفحة الحجز لتأكيد عنوان بريدك الإلكتروني ومتابعة الحجز:',
    expiry: (minutes) => `يظل الرمز صالحًا لمدة ${minutes} دقائق. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`,
  },
};
