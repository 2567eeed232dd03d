import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#app/styles/global.css';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Choice } from '#app/components/ui/choice.tsx';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { PriceBlock } from '#app/components/ui/price-block.tsx';
import { Sheet } from '#app/components/ui/sheet.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';

// One page per direction (?dir=rtl) and an open sheet (?sheet): what docs/design-system.md shows.
const query = new URLSearchParams(window.location.search);
const rtl = query.get('dir') === 'rtl';
document.documentElement.dir = rtl ? 'rtl' : 'ltr';
document.documentElement.lang = rtl ? 'ar' : 'en';

const section = { display: 'grid', gap: 'var(--hbw-space-3)', padding: 'var(--hbw-space-4)', maxInlineSize: '32rem' } as const;

function Demo() {
  return (
    <main style={section}>
      <div style={{ display: 'flex', gap: 'var(--hbw-space-2)', flexWrap: 'wrap' }}>
        <Button>{rtl ? 'احجز' : 'Book'}</Button>
        <Button variant="secondary">{rtl ? 'تعديل' : 'Edit'}</Button>
        <Button disabled>{rtl ? 'غير متاح' : 'Sold out'}</Button>
      </div>
      <TextField label={rtl ? 'البريد الإلكتروني' : 'Email'} hint={rtl ? 'نرسل إليه التأكيد.' : 'We send the confirmation here.'} error={rtl ? 'أدخل بريدًا إلكترونيًا.' : 'Enter an email address.'} />
      <fieldset style={{ display: 'grid', gap: 'var(--hbw-space-2)' }}>
        <legend style={{ fontWeight: 600 }}>{rtl ? 'السرير' : 'Bed'}</legend>
        <Choice type="radio" name="bed" label={rtl ? 'سريران' : 'Twin'} defaultChecked />
        <Choice type="radio" name="bed" label={rtl ? 'سرير مزدوج' : 'Double'} hint={rtl ? 'حسب التوفر' : 'On request'} />
        <Choice type="checkbox" label={rtl ? 'غير مدخنين' : 'Non-smoking'} defaultChecked />
      </fieldset>
      <Disclosure summary={rtl ? 'هل لديك رمز؟' : 'Have a code?'} defaultOpen>
        <TextField label={rtl ? 'رمز الخصم' : 'Promo code'} />
      </Disclosure>
      <div style={{ display: 'flex', gap: 'var(--hbw-space-2)', flexWrap: 'wrap' }}>
        <Badge>{rtl ? 'متبقٍ 2' : '2 left'}</Badge>
        <Badge tone="savings">{rtl ? 'سعر الأعضاء' : 'Member price'}</Badge>
        <Badge tone="accent">{rtl ? 'مع الإفطار' : 'Breakfast'}</Badge>
        <Badge tone="alert">{rtl ? 'غير قابل للاسترداد' : 'Non-refundable'}</Badge>
      </div>
      <PriceBlock
        total={rtl ? '\u200f29,160\u00a0¥' : '¥29,160'}
        covers={rtl ? 'ليلتان · بالغان' : '2 nights · 2 adults'}
        taxes={rtl ? 'شامل الضرائب والرسوم' : 'Includes taxes and fees'}
        before={{ shown: rtl ? '\u200f32,400\u00a0¥' : '¥32,400', spoken: rtl ? 'كان 32,400 ¥' : 'was ¥32,400' }}
        savings={rtl ? 'سعر الأعضاء −3,240 ¥' : 'Member price −¥3,240'}
      />
      <Skeleton lines={3} media />
      {query.has('sheet') && (
        <Sheet title={rtl ? 'تعديل البحث' : 'Edit search'} closeLabel={rtl ? 'إغلاق' : 'Close'} onClose={() => undefined}>
          <TextField label={rtl ? 'تاريخ الوصول' : 'Check-in'} defaultValue="2026-11-26" />
        </Sheet>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Demo /></StrictMode>);
