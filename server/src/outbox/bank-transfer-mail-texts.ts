import type { UiLocale } from '#domain/constants/locales.ts';
import type { BankTransferAccount } from '#domain/entities/bank-transfer.ts';

/** The rows a bank transfer booking's confirmation mail adds (ADR 250): what to transfer, where and by when. */
export type BankTransferMailTexts = {
  amount: string;
  dueDate: string;
  bank: string;
  account: string;
  holder: string;
  reference: string;
  accountTypes: Record<BankTransferAccount['account_type'], string>;
};

export const BANK_TRANSFER_MAIL_TEXTS: Record<UiLocale, BankTransferMailTexts> = {
  en: {
    amount: 'Amount to transfer',
    dueDate: 'Transfer by',
    bank: 'Bank',
    account: 'Account',
    holder: 'Account holder',
    reference: 'Reference to quote',
    accountTypes: { ordinary: 'Ordinary', current: 'Current', savings: 'Savings' },
  },
  ja: {
    amount: 'お振込金額',
    dueDate: 'お振込期限',
    bank: '振込先銀行',
    account: '口座',
    holder: '口座名義',
    reference: 'お振込時のご依頼人番号',
    accountTypes: { ordinary: '普通', current: '当座', savings: '貯蓄' },
  },
  ko: {
    amount: '송금 금액',
    dueDate: '송금 기한',
    bank: '은행',
    account: '계좌',
    holder: '예금주',
    reference: '송금 시 기재할 참조 번호',
    accountTypes: { ordinary: '보통', current: '당좌', savings: '저축' },
  },
  zh_Hans: {
    amount: '汇款金额',
    dueDate: '汇款截止日',
    bank: '收款银行',
    account: '账户',
    holder: '账户名',
    reference: '汇款附言',
    accountTypes: { ordinary: '普通', current: '活期', savings: '储蓄' },
  },
  zh_Hant: {
    amount: '匯款金額',
    dueDate: '匯款截止日',
    bank: '收款銀行',
    account: '帳戶',
    holder: '戶名',
    reference: '匯款附言',
    accountTypes: { ordinary: '普通', current: '活期', savings: '儲蓄' },
  },
  th: {
    amount: 'ยอดที่ต้องโอน',
    dueDate: 'โอนภายใน',
    bank: 'ธนาคาร',
    account: 'บัญชี',
    holder: 'ชื่อบัญชี',
    reference: 'หมายเลขอ้างอิงที่ต้องระบุ',
    accountTypes: { ordinary: 'ออมทรัพย์ทั่วไป', current: 'กระแสรายวัน', savings: 'ออมทรัพย์' },
  },
  id: {
    amount: 'Jumlah transfer',
    dueDate: 'Transfer paling lambat',
    bank: 'Bank',
    account: 'Rekening',
    holder: 'Nama pemilik rekening',
    reference: 'Referensi yang dicantumkan',
    accountTypes: { ordinary: 'Biasa', current: 'Giro', savings: 'Tabungan' },
  },
  ar: {
    amount: 'المبلغ المطلوب تحويله',
    dueDate: 'آخر موعد للتحويل',
    bank: 'البنك',
    account: 'الحساب',
    holder: 'اسم صاحب الحساب',
    reference: 'المرجع المطلوب ذكره',
    accountTypes: { ordinary: 'عادي', current: 'جاري', savings: 'توفير' },
  },
};
