import type { UiLocale } from '#domain/constants/locales.ts';

/**
 * The wording of the account mails in one locale: the password reset link and the confirmation of a new login
 * e-mail. Hotel and expiry arrive ready to print (isolated in Arabic); the greeting is the booking mails'. The body
 * is: greeting, blank line, intro, the link on its own line, blank line, expiry and what to do if it was not you.
 */
export type AccountMailTexts = {
  subject: (hotel: string) => string;
  intro: (hotel: string) => string;
  expiry: (until: string) => string;
};

export const PASSWORD_RESET_MAIL_TEXTS: Record<UiLocale, AccountMailTexts> = {
  ja: {
    subject: (hotel) => `【パスワード再設定のご案内】${hotel}`,
    intro: (hotel) => `${hotel}の会員パスワードの再設定を受け付けました。次のリンクを開いて新しいパスワードを設定してください。`,
    expiry: (until) => `リンクの有効期限は${until}です。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。`,
  },
  en: {
    subject: (hotel) => `Reset your password at ${hotel}`,
    intro: (hotel) => `We received a request to reset your member password at ${hotel}. Open this link to choose a new password:`,
    expiry: (until) => `The link works until ${until}. If you did not ask for this, you can ignore this mail; your password stays as it is.`,
  },
  ko: {
    subject: (hotel) => `[비밀번호 재설정 안내] ${hotel}`,
    intro: (hotel) => `${hotel} 회원 비밀번호 재설정 요청을 받았습니다. 아래 링크를 열어 새 비밀번호를 설정해 주세요.`,
    expiry: (until) => `링크는 ${until}까지 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.`,
  },
  zh_Hans: {
    subject: (hotel) => `【重置密码】${hotel}`,
    intro: (hotel) => `我们收到了重置您在${hotel}的会员密码的请求。请点击以下链接设置新密码：`,
    expiry: (until) => `此链接有效期至${until}。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。`,
  },
  zh_Hant: {
    subject: (hotel) => `【重設密碼】${hotel}`,
    intro: (hotel) => `我們收到了重設您在${hotel}的會員密碼的請求。請點選以下連結設定新密碼：`,
    expiry: (until) => `此連結的有效期限至${until}。若這不是您本人的請求，請忽略此郵件，您的密碼不會變更。`,
  },
  id: {
    subject: (hotel) => `Atur ulang kata sandi Anda di ${hotel}`,
    intro: (hotel) => `Kami menerima permintaan untuk mengatur ulang kata sandi anggota Anda di ${hotel}. Buka tautan berikut untuk membuat kata sandi baru:`,
    expiry: (until) => `Tautan ini berlaku hingga ${until}. Jika Anda tidak memintanya, abaikan saja email ini; kata sandi Anda tidak berubah.`,
  },
  th: {
    subject: (hotel) => `ตั้งรหัสผ่านใหม่สำหรับ ${hotel}`,
    intro: (hotel) => `เราได้รับคำขอตั้งรหัสผ่านสมาชิกของท่านที่ ${hotel} ใหม่ กรุณาเปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่`,
    expiry: (until) => `ลิงก์นี้ใช้งานได้ถึง ${until} หากท่านไม่ได้ส่งคำขอนี้ โปรดละเว้นอีเมลฉบับนี้ รหัสผ่านของท่านจะไม่เปลี่ยนแปลง`,
  },
  ar: {
    subject: (hotel) => `إعادة تعيين كلمة المرور في ${hotel}`,
    intro: (hotel) => `تلقّينا طلبًا لإعادة تعيين كلمة مرور عضويتك في ${hotel}. يُرجى فتح الرابط التالي لاختيار كلمة مرور جديدة:`,
    expiry: (until) => `يظل الرابط صالحًا حتى ${until}. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، ولن تتغير كلمة المرور.`,
  },
};

export const EMAIL_UPDATE_MAIL_TEXTS: Record<UiLocale, AccountMailTexts> = {
  ja: {
    subject: (hotel) => `【メールアドレス変更のご確認】${hotel}`,
    intro: (hotel) => `${hotel}の会員ログイン用メールアドレスをこのアドレスに変更する手続きを受け付けました。次のリンクを開いて変更を完了してください。`,
    expiry: (until) => `リンクの有効期限は${until}です。それまでは変更前のメールアドレスでログインできます。お心当たりのない場合は、このメールを破棄してください。`,
  },
  en: {
    subject: (hotel) => `Confirm your new email address at ${hotel}`,
    intro: (hotel) => `You asked to sign in to ${hotel} with this email address from now on. Open this link to confirm the change:`,
    expiry: (until) => `The link works until ${until}; until you open it, you sign in with your old address. If you did not ask for this, you can ignore this mail.`,
  },
  ko: {
    subject: (hotel) => `[이메일 주소 변경 확인] ${hotel}`,
    intro: (hotel) => `${hotel} 회원 로그인 이메일 주소를 이 주소로 변경하는 요청을 받았습니다. 아래 링크를 열어 변경을 완료해 주세요.`,
    expiry: (until) => `링크는 ${until}까지 유효하며, 그 전까지는 기존 이메일 주소로 로그인합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
  },
  zh_Hans: {
    subject: (hotel) => `【确认新的电子邮箱地址】${hotel}`,
    intro: (hotel) => `您申请将${hotel}会员的登录邮箱更改为此地址。请点击以下链接完成更改：`,
    expiry: (until) => `此链接有效期至${until}；在此之前，您仍使用原邮箱登录。如果这不是您本人的请求，请忽略此邮件。`,
  },
  zh_Hant: {
    subject: (hotel) => `【確認新的電子郵件地址】${hotel}`,
    intro: (hotel) => `您申請將${hotel}會員的登入電子郵件變更為此地址。請點選以下連結完成變更：`,
    expiry: (until) => `此連結的有效期限至${until}；在此之前，您仍使用原電子郵件登入。若這不是您本人的請求，請忽略此郵件。`,
  },
  id: {
    subject: (hotel) => `Konfirmasi alamat email baru Anda di ${hotel}`,
    intro: (hotel) => `Anda meminta untuk masuk ke ${hotel} dengan alamat email ini mulai sekarang. Buka tautan berikut untuk mengonfirmasi perubahan:`,
    expiry: (until) => `Tautan ini berlaku hingga ${until}; sebelum dibuka, Anda masuk dengan alamat lama. Jika Anda tidak memintanya, abaikan saja email ini.`,
  },
  th: {
    subject: (hotel) => `ยืนยันอีเมลใหม่ของท่านสำหรับ ${hotel}`,
    intro: (hotel) => `ท่านได้ขอเปลี่ยนอีเมลสำหรับเข้าสู่ระบบสมาชิก ${hotel} เป็นอีเมลนี้ กรุณาเปิดลิงก์ด้านล่างเพื่อยืนยันการเปลี่ยนแปลง`,
    expiry: (until) => `ลิงก์นี้ใช้งานได้ถึง ${until} ก่อนเปิดลิงก์ท่านยังเข้าสู่ระบบด้วยอีเมลเดิม หากท่านไม่ได้ส่งคำขอนี้ โปรดละเว้นอีเมลฉบับนี้`,
  },
  ar: {
    subject: (hotel) => `تأكيد عنوان بريدك الإلكتروني الجديد في ${hotel}`,
    intro: (hotel) => `طلبتَ تسجيل الدخول إلى ${hotel} بهذا العنوان من الآن فصاعدًا. يُرجى فتح الرابط التالي لتأكيد التغيير:`,
    expiry: (until) => `يظل الرابط صالحًا حتى ${until}، وإلى أن تفتحه تسجّل الدخول بعنوانك القديم. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.`,
  },
};
