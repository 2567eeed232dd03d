import type { UiLocale } from '#domain/constants/locales.ts';
import type { CardBrand } from '#domain/constants/payment.ts';

/** A message the stand-in's card fields show at a field: the tokenizer's card rules and the hotel's brand rule. */
export type CardFieldMessage = 'required' | 'invalid_card_number' | 'unsupported_card_brand' | 'invalid_holder' | 'card_expired' | 'invalid_security_code' | 'invalid_birth_date' | 'invalid_korean_card_check' | 'card_not_accepted' | 'card_not_accepted_foreign_currency' | 'over_card_cap' | 'security_code_mismatch' | 'reference_expired';

/** What the hosted card fields say, in the guest's language (the frame is opened with the app's locale). */
export type HostedFieldsTexts = {
  number: string;
  numberHint: string;
  holder: string;
  holderHint: string;
  expMonth: string;
  expYear: string;
  choose: string;
  securityCode: string;
  securityCodeHint: string;
  birthDate: string;
  birthDateHint: string;
  pinPrefix: string;
  pinPrefixHint: string;
  submit: string;
  /** {{last4}}: the card's last four digits. */
  ready: string;
  failed: string;
  /** A member's saved card in the code-only mode (ADR 269): {{brand}} and {{last4}}. */
  savedCard: string;
  savedCardHint: string;
  brands: Record<CardBrand, string>;
  errors: Record<CardFieldMessage, string>;
};

// The wording of the app's own card form before the card moved into the frame (ADR 255), so a guest reads the fields
// and their messages as the rest of the booking. The app keeps only the card texts it still shows (booking.json
// card.choose, card.lastFour, card.brands); these are the frame's own.
export const HOSTED_FIELDS_TEXTS: Record<UiLocale, HostedFieldsTexts> = {
  ja: {
    number: 'カード番号',
    numberHint: 'カード表面の13〜19桁の数字（スペース可）',
    holder: 'カード名義',
    holderHint: 'カードに記載のとおり、半角ローマ字（A〜Z）で入力してください。',
    expMonth: '有効期限（月）',
    expYear: '有効期限（年）',
    choose: '選択してください',
    securityCode: 'セキュリティコード',
    securityCodeHint: '主にカード裏面にある3桁または4桁の数字',
    birthDate: '生年月日（韓国発行カード）',
    birthDateHint: '年・月・日の6桁（YYMMDD）。',
    pinPrefix: 'カード暗証番号の最初の2桁',
    pinPrefixHint: '2桁の数字。決済代行会社にのみ送信されます。',
    submit: 'このカードを使う',
    ready: '下4桁 {{last4}} のカードの準備ができました。',
    failed: 'カードを確認できませんでした。もう一度お試しください。',
    savedCard: '{{brand}}（末尾 {{last4}}）',
    savedCardHint: 'カードに記載の3桁または4桁の数字です。毎回お伺いし、保存しません。',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'ダイナースクラブ' },
    errors: {
      required: 'この項目は必須です。',
      invalid_card_number: 'カード番号をご確認ください。有効なカード番号ではありません。',
      unsupported_card_brand: 'このカードの種類は認識できません。',
      invalid_holder: 'カードに記載のとおり、半角ローマ字（A〜Z）で入力してください。',
      card_expired: 'チェックアウト日まで有効なカードをご利用ください。',
      invalid_security_code: '3桁または4桁のセキュリティコードを入力してください。',
      invalid_birth_date: '実在する生年月日を6桁（YYMMDD）で入力してください。例：1990年1月31日なら900131。',
      invalid_korean_card_check: '生年月日と暗証番号の先頭2桁をご確認ください。',
      card_not_accepted: 'このカードの種類はご利用いただけません。VisaまたはMastercardをご利用ください。',
      card_not_accepted_foreign_currency: '他の通貨でお支払いの場合は、JCB、American Express、Diners Clubをご利用ください。',
      over_card_cap: 'VisaとMastercardは100万円を超えるオンライン決済にはご利用いただけません。別のお支払い方法をお選びください。',
      security_code_mismatch: 'セキュリティコードが正しくありません。ご確認のうえ、もう一度お試しください。',
      reference_expired: 'この入力画面の有効期限が切れました。カードをもう一度お選びください。'
    }
  },
  en: {
    number: 'Card number',
    numberHint: 'The 13 to 19 digits on the front of your card. Spaces are fine.',
    holder: 'Name on card',
    holderHint: 'As printed on the card, in half-width roman letters (A–Z).',
    expMonth: 'Expiry month',
    expYear: 'Expiry year',
    choose: 'Choose',
    securityCode: 'Security code',
    securityCodeHint: '3 or 4 digits, usually on the back of the card.',
    birthDate: 'Date of birth (Korean card)',
    birthDateHint: 'Six digits: year, month and day (YYMMDD).',
    pinPrefix: 'First two digits of the card PIN',
    pinPrefixHint: 'Two digits. They go to the payment provider only.',
    submit: 'Use this card',
    ready: 'The card ending {{last4}} is ready.',
    failed: 'The card could not be checked. Please try again.',
    savedCard: '{{brand}} ending in {{last4}}',
    savedCardHint: 'The 3 or 4 digits on your card. It is asked each time and never kept.',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club' },
    errors: {
      required: 'This field is required.',
      invalid_card_number: 'Check the card number: it is not a valid card number.',
      unsupported_card_brand: 'We do not recognise this type of card.',
      invalid_holder: 'Enter the name in half-width roman letters (A–Z), as printed on the card.',
      card_expired: 'The card must be valid through your check-out date.',
      invalid_security_code: 'Enter the 3 or 4 digit security code.',
      invalid_birth_date: 'Enter a real date of birth as six digits (YYMMDD), for example 900131 for 31 January 1990.',
      invalid_korean_card_check: 'Check your birth date and the first two digits of your PIN.',
      card_not_accepted: 'This type of card is not accepted here. Please use Visa or Mastercard.',
      card_not_accepted_foreign_currency: 'When paying in another currency, please use JCB, American Express or Diners Club.',
      over_card_cap: 'Visa and Mastercard cannot be used online for more than ¥1,000,000. Please choose another way to pay.',
      security_code_mismatch: 'The security code is not correct. Please check it and try again.',
      reference_expired: 'This form has expired. Please choose the card again.'
    }
  },
  ko: {
    number: '카드 번호',
    numberHint: '카드 앞면의 13~19자리 숫자입니다. 공백을 넣어도 됩니다.',
    holder: '카드 소유자 이름',
    holderHint: '카드에 인쇄된 대로 반각 로마자(A~Z)로 입력해 주세요.',
    expMonth: '유효기간(월)',
    expYear: '유효기간(년)',
    choose: '선택',
    securityCode: '보안 코드',
    securityCodeHint: '주로 카드 뒷면에 있는 3자리 또는 4자리 숫자입니다.',
    birthDate: '생년월일 (국내 카드)',
    birthDateHint: '연·월·일 6자리 (YYMMDD).',
    pinPrefix: '카드 비밀번호 앞 2자리',
    pinPrefixHint: '숫자 2자리. 결제 대행사에만 전송됩니다.',
    submit: '이 카드 사용',
    ready: '끝자리 {{last4}} 카드가 준비되었습니다.',
    failed: '카드를 확인할 수 없습니다. 다시 시도해 주세요.',
    savedCard: '{{brand}} (끝자리 {{last4}})',
    savedCardHint: '카드에 적힌 3자리 또는 4자리 숫자입니다. 매번 입력하며 저장되지 않습니다.',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: '다이너스 클럽' },
    errors: {
      required: '필수 입력 항목입니다.',
      invalid_card_number: '카드 번호를 확인해 주세요. 유효한 카드 번호가 아닙니다.',
      unsupported_card_brand: '인식할 수 없는 카드 종류입니다.',
      invalid_holder: '카드에 인쇄된 대로 반각 로마자(A~Z)로 입력해 주세요.',
      card_expired: '체크아웃 날짜까지 유효한 카드여야 합니다.',
      invalid_security_code: '3자리 또는 4자리 보안 코드를 입력해 주세요.',
      invalid_birth_date: '실제 생년월일을 6자리(YYMMDD)로 입력해 주세요. 예: 1990년 1월 31일은 900131.',
      invalid_korean_card_check: '생년월일과 비밀번호 앞 2자리를 확인해 주세요.',
      card_not_accepted: '이 카드 종류는 사용할 수 없습니다. Visa 또는 Mastercard를 사용해 주세요.',
      card_not_accepted_foreign_currency: '다른 통화로 결제하실 때는 JCB, American Express 또는 Diners Club을 이용해 주세요.',
      over_card_cap: 'Visa와 Mastercard는 100만 엔을 초과하는 온라인 결제에 사용할 수 없습니다. 다른 결제 방법을 선택해 주세요.',
      security_code_mismatch: '보안 코드가 올바르지 않습니다. 확인 후 다시 시도해 주세요.',
      reference_expired: '입력 시간이 만료되었습니다. 카드를 다시 선택해 주세요.'
    }
  },
  zh_Hans: {
    number: '卡号',
    numberHint: '银行卡正面的13至19位数字，可以包含空格。',
    holder: '持卡人姓名',
    holderHint: '请按卡面所印，使用半角英文字母（A–Z）填写。',
    expMonth: '有效期（月）',
    expYear: '有效期（年）',
    choose: '请选择',
    securityCode: '安全码',
    securityCodeHint: '3位或4位数字，通常在卡背面。',
    birthDate: '出生日期（韩国发行的卡）',
    birthDateHint: '年、月、日共6位数字（YYMMDD）。',
    pinPrefix: '卡密码的前两位',
    pinPrefixHint: '两位数字，仅发送给支付服务商。',
    submit: '使用此卡',
    ready: '尾号 {{last4}} 的银行卡已就绪。',
    failed: '无法验证此卡，请重试。',
    savedCard: '{{brand}}（尾号 {{last4}}）',
    savedCardHint: '卡上的3位或4位数字。每次都需输入，不会保存。',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: '美国运通', jcb: 'JCB', diners: '大来卡' },
    errors: {
      required: '此项为必填项。',
      invalid_card_number: '请检查卡号：这不是有效的卡号。',
      unsupported_card_brand: '无法识别此类银行卡。',
      invalid_holder: '请按卡面所印，使用半角英文字母（A–Z）填写姓名。',
      card_expired: '银行卡必须在退房日期之前有效。',
      invalid_security_code: '请输入3位或4位安全码。',
      invalid_birth_date: '请以6位数字（YYMMDD）输入真实的出生日期，例如1990年1月31日为900131。',
      invalid_korean_card_check: '请检查出生日期和密码的前两位。',
      card_not_accepted: '不接受此类银行卡，请使用Visa或Mastercard。',
      card_not_accepted_foreign_currency: '使用其他货币支付时，请使用JCB、American Express或Diners Club。',
      over_card_cap: 'Visa和Mastercard不能用于超过100万日元的在线支付，请选择其他支付方式。',
      security_code_mismatch: '安全码不正确。请检查后重试。',
      reference_expired: '此表单已过期。请重新选择银行卡。'
    }
  },
  zh_Hant: {
    number: '卡號',
    numberHint: '信用卡正面的13至19位數字，可以包含空格。',
    holder: '持卡人姓名',
    holderHint: '請依卡面所印，使用半形英文字母（A–Z）填寫。',
    expMonth: '有效期限（月）',
    expYear: '有效期限（年）',
    choose: '請選擇',
    securityCode: '安全碼',
    securityCodeHint: '3位或4位數字，通常在卡片背面。',
    birthDate: '出生日期（韓國發行的卡）',
    birthDateHint: '年、月、日共6位數字（YYMMDD）。',
    pinPrefix: '卡片密碼的前兩碼',
    pinPrefixHint: '兩位數字，只會傳送給金流服務商。',
    submit: '使用此卡',
    ready: '末四碼 {{last4}} 的信用卡已準備就緒。',
    failed: '無法驗證此卡，請重試。',
    savedCard: '{{brand}}（末四碼 {{last4}}）',
    savedCardHint: '卡片上的3位或4位數字。每次都需輸入，不會儲存。',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: '美國運通', jcb: 'JCB', diners: '大來卡' },
    errors: {
      required: '此欄位為必填。',
      invalid_card_number: '請檢查卡號：這不是有效的卡號。',
      unsupported_card_brand: '無法辨識此類信用卡。',
      invalid_holder: '請依卡面所印，使用半形英文字母（A–Z）填寫姓名。',
      card_expired: '信用卡必須在退房日期之前有效。',
      invalid_security_code: '請輸入3位或4位安全碼。',
      invalid_birth_date: '請以6位數字（YYMMDD）輸入真實的出生日期，例如1990年1月31日為900131。',
      invalid_korean_card_check: '請檢查出生日期與密碼前兩碼。',
      card_not_accepted: '不接受此類信用卡，請使用Visa或Mastercard。',
      card_not_accepted_foreign_currency: '以其他幣別付款時，請使用JCB、American Express或Diners Club。',
      over_card_cap: 'Visa與Mastercard不能用於超過100萬日圓的線上付款，請選擇其他付款方式。',
      security_code_mismatch: '安全碼不正確。請確認後再試一次。',
      reference_expired: '此表單已逾期。請重新選擇卡片。'
    }
  },
  id: {
    number: 'Nomor kartu',
    numberHint: '13 hingga 19 digit di bagian depan kartu. Spasi diperbolehkan.',
    holder: 'Nama pada kartu',
    holderHint: 'Seperti tercetak pada kartu, dengan huruf Latin setengah lebar (A–Z).',
    expMonth: 'Bulan kedaluwarsa',
    expYear: 'Tahun kedaluwarsa',
    choose: 'Pilih',
    securityCode: 'Kode keamanan',
    securityCodeHint: '3 atau 4 digit, biasanya di bagian belakang kartu.',
    birthDate: 'Tanggal lahir (kartu Korea)',
    birthDateHint: 'Enam angka: tahun, bulan, dan tanggal (YYMMDD).',
    pinPrefix: 'Dua angka pertama PIN kartu',
    pinPrefixHint: 'Dua angka. Hanya dikirim ke penyedia pembayaran.',
    submit: 'Gunakan kartu ini',
    ready: 'Kartu berakhiran {{last4}} sudah siap.',
    failed: 'Kartu tidak dapat diperiksa. Silakan coba lagi.',
    savedCard: '{{brand}} berakhiran {{last4}}',
    savedCardHint: '3 atau 4 digit pada kartu Anda. Diminta setiap kali dan tidak pernah disimpan.',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club' },
    errors: {
      required: 'Kolom ini wajib diisi.',
      invalid_card_number: 'Periksa nomor kartu: ini bukan nomor kartu yang valid.',
      unsupported_card_brand: 'Kami tidak mengenali jenis kartu ini.',
      invalid_holder: 'Masukkan nama dengan huruf Latin setengah lebar (A–Z), seperti tercetak pada kartu.',
      card_expired: 'Kartu harus berlaku hingga tanggal check-out Anda.',
      invalid_security_code: 'Masukkan kode keamanan 3 atau 4 digit.',
      invalid_birth_date: 'Masukkan tanggal lahir yang benar dalam enam angka (YYMMDD), misalnya 900131 untuk 31 Januari 1990.',
      invalid_korean_card_check: 'Periksa tanggal lahir dan dua digit pertama PIN Anda.',
      card_not_accepted: 'Jenis kartu ini tidak diterima di sini. Gunakan Visa atau Mastercard.',
      card_not_accepted_foreign_currency: 'Saat membayar dengan mata uang lain, gunakan JCB, American Express, atau Diners Club.',
      over_card_cap: 'Visa dan Mastercard tidak dapat digunakan secara online untuk lebih dari ¥1.000.000. Pilih cara pembayaran lain.',
      security_code_mismatch: 'Kode keamanan salah. Periksa dan coba lagi.',
      reference_expired: 'Formulir ini sudah kedaluwarsa. Silakan pilih kartu lagi.'
    }
  },
  th: {
    number: 'หมายเลขบัตร',
    numberHint: 'ตัวเลข 13 ถึง 19 หลักด้านหน้าบัตร เว้นวรรคได้',
    holder: 'ชื่อบนบัตร',
    holderHint: 'ตามที่พิมพ์บนบัตร เป็นอักษรโรมันครึ่งความกว้าง (A–Z)',
    expMonth: 'เดือนที่หมดอายุ',
    expYear: 'ปีที่หมดอายุ',
    choose: 'เลือก',
    securityCode: 'รหัสความปลอดภัย',
    securityCodeHint: 'ตัวเลข 3 หรือ 4 หลัก มักอยู่ด้านหลังบัตร',
    birthDate: 'วันเกิด (บัตรเกาหลี)',
    birthDateHint: 'ตัวเลขหกหลัก: ปี เดือน และวัน (YYMMDD)',
    pinPrefix: 'รหัส PIN ของบัตรสองหลักแรก',
    pinPrefixHint: 'ตัวเลขสองหลัก ส่งไปยังผู้ให้บริการชำระเงินเท่านั้น',
    submit: 'ใช้บัตรนี้',
    ready: 'บัตรที่ลงท้ายด้วย {{last4}} พร้อมใช้งานแล้ว',
    failed: 'ไม่สามารถตรวจสอบบัตรได้ กรุณาลองอีกครั้ง',
    savedCard: '{{brand}} ลงท้ายด้วย {{last4}}',
    savedCardHint: 'ตัวเลข 3 หรือ 4 หลักบนบัตรของคุณ ระบบจะถามทุกครั้งและไม่เก็บไว้',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club' },
    errors: {
      required: 'จำเป็นต้องกรอกช่องนี้',
      invalid_card_number: 'โปรดตรวจสอบหมายเลขบัตร: หมายเลขนี้ไม่ถูกต้อง',
      unsupported_card_brand: 'เราไม่รู้จักบัตรประเภทนี้',
      invalid_holder: 'กรอกชื่อเป็นอักษรโรมันครึ่งความกว้าง (A–Z) ตามที่พิมพ์บนบัตร',
      card_expired: 'บัตรต้องใช้ได้จนถึงวันเช็คเอาท์ของคุณ',
      invalid_security_code: 'กรอกรหัสความปลอดภัย 3 หรือ 4 หลัก',
      invalid_birth_date: 'โปรดป้อนวันเกิดที่มีอยู่จริงเป็นตัวเลขหกหลัก (YYMMDD) เช่น 900131 สำหรับวันที่ 31 มกราคม 1990',
      invalid_korean_card_check: 'โปรดตรวจสอบวันเกิดและตัวเลขสองหลักแรกของรหัส PIN',
      card_not_accepted: 'ไม่รับบัตรประเภทนี้ โปรดใช้ Visa หรือ Mastercard',
      card_not_accepted_foreign_currency: 'เมื่อชำระเงินด้วยสกุลเงินอื่น โปรดใช้ JCB, American Express หรือ Diners Club',
      over_card_cap: 'ไม่สามารถใช้ Visa และ Mastercard ชำระออนไลน์เกิน 1,000,000 เยน โปรดเลือกวิธีชำระเงินอื่น',
      security_code_mismatch: 'รหัสความปลอดภัยไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
      reference_expired: 'แบบฟอร์มนี้หมดอายุแล้ว กรุณาเลือกบัตรอีกครั้ง'
    }
  },
  ar: {
    number: 'رقم البطاقة',
    numberHint: 'من 13 إلى 19 رقمًا على وجه البطاقة. يمكن ترك مسافات.',
    holder: 'الاسم على البطاقة',
    holderHint: 'كما هو مطبوع على البطاقة، بالأحرف اللاتينية نصف العرض (A–Z).',
    expMonth: 'شهر الانتهاء',
    expYear: 'سنة الانتهاء',
    choose: 'اختر',
    securityCode: 'رمز الأمان',
    securityCodeHint: '3 أو 4 أرقام، عادةً على ظهر البطاقة.',
    birthDate: 'تاريخ الميلاد (بطاقة كورية)',
    birthDateHint: 'ستة أرقام: السنة والشهر واليوم (YYMMDD).',
    pinPrefix: 'أول رقمين من الرقم السري للبطاقة',
    pinPrefixHint: 'رقمان. يُرسلان إلى مزوّد الدفع فقط.',
    submit: 'استخدام هذه البطاقة',
    ready: 'البطاقة المنتهية بالرقم {{last4}} جاهزة.',
    failed: 'تعذّر التحقق من البطاقة. يُرجى المحاولة مرة أخرى.',
    savedCard: '{{brand}} تنتهي بـ {{last4}}',
    savedCardHint: 'الأرقام الثلاثة أو الأربعة على بطاقتك. يُطلب في كل مرة ولا يُحفظ أبدًا.',
    brands: { visa: 'Visa', ponta_visa: 'Ponta Visa', master: 'Mastercard', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club' },
    errors: {
      required: 'هذا الحقل مطلوب.',
      invalid_card_number: 'تحقق من رقم البطاقة: هذا ليس رقم بطاقة صالحًا.',
      unsupported_card_brand: 'لا نتعرّف على هذا النوع من البطاقات.',
      invalid_holder: 'أدخل الاسم بالأحرف اللاتينية نصف العرض (A–Z) كما هو مطبوع على البطاقة.',
      card_expired: 'يجب أن تكون البطاقة صالحة حتى تاريخ المغادرة.',
      invalid_security_code: 'أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.',
      invalid_birth_date: 'أدخل تاريخ ميلاد صحيحًا من ستة أرقام (YYMMDD)، مثل 900131 ليوم 31 يناير 1990.',
      invalid_korean_card_check: 'تحقق من تاريخ ميلادك وأول رقمين من الرقم السري.',
      card_not_accepted: 'هذا النوع من البطاقات غير مقبول هنا. يُرجى استخدام Visa أو Mastercard.',
      card_not_accepted_foreign_currency: 'عند الدفع بعملة أخرى، يرجى استخدام JCB أو American Express أو Diners Club.',
      over_card_cap: 'لا يمكن استخدام Visa وMastercard عبر الإنترنت لمبالغ تتجاوز 1,000,000 ين. يُرجى اختيار طريقة دفع أخرى.',
      security_code_mismatch: 'رمز الأمان غير صحيح. يرجى التحقق منه والمحاولة مرة أخرى.',
      reference_expired: 'انتهت صلاحية هذا النموذج. يُرجى اختيار البطاقة مرة أخرى.'
    }
  },
};
