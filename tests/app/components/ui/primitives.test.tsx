// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from '#app/components/ui/badge.tsx';
import { CheckboxField } from '#app/components/ui/checkbox-field.tsx';
import { Choice } from '#app/components/ui/choice.tsx';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { PriceBlock } from '#app/components/ui/price-block.tsx';
import { Sheet } from '#app/components/ui/sheet.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';

afterEach(cleanup);

describe('design system primitives', () => {
  it('Choice: labelled, its hint and error read with it, the label toggles it', async () => {
    render(<Choice type="checkbox" label="Non-smoking" hint="On request" error="Choose one" />);
    const box = screen.getByRole('checkbox', { name: 'Non-smoking' });
    expect(box).toHaveAccessibleDescription('On request Choose one');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByText('Non-smoking'));
    expect(box).toBeChecked();
  });

  it('Choice: radios of one name move with the arrow keys', async () => {
    render(
      <fieldset>
        <legend>Bed</legend>
        <Choice type="radio" name="bed" value="twin" label="Twin" defaultChecked />
        <Choice type="radio" name="bed" value="double" label="Double" />
      </fieldset>,
    );
    screen.getByRole('radio', { name: 'Twin' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Double' })).toBeChecked();
  });

  it('CheckboxField is the checkbox form of Choice', () => {
    render(<CheckboxField label="Subscribe" error="Required" />);
    expect(screen.getByRole('checkbox', { name: 'Subscribe' })).toHaveAccessibleDescription('Required');
  });

  it('Disclosure: closed until its summary is pressed (Enter and Space are the browser\'s own on <summary>)', async () => {
    render(
      <Disclosure summary="Have a code?">
        <label>
          Promo code <input />
        </label>
      </Disclosure>,
    );
    const details = document.querySelector('details');
    expect(details?.open).toBe(false);
    await userEvent.click(screen.getByText('Have a code?'));
    expect(details?.open).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  });

  it('PriceBlock: the total, what it covers with taxes, one savings badge, the old price said in words', () => {
    render(
      <PriceBlock
        total="¥29,160"
        covers="2 nights · 2 adults"
        taxes="Includes taxes and fees"
        before={{ shown: '¥32,400', spoken: 'was ¥32,400' }}
        savings="Member price"
      />,
    );
    expect(screen.getByText('¥29,160').tagName).toBe('STRONG');
    expect(screen.getByText('2 nights · 2 adults · Includes taxes and fees')).toBeTruthy();
    expect(screen.getByText('¥32,400')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('was ¥32,400')).toBeTruthy();
    expect(screen.getAllByText('Member price')).toHaveLength(1);
  });

  it('Badge and Skeleton: text carries the meaning, the skeleton is hidden from screen readers', () => {
    const { container } = render(
      <>
        <Badge tone="savings">Save ¥1,200</Badge>
        <Skeleton lines={2} media />
      </>,
    );
    expect(screen.getByText('Save ¥1,200')).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  });

  it('Sheet: a modal named by its title, with a named close button that closes it', async () => {
    // jsdom has no modal dialogs: the shared opener falls back to the open attribute; close() is stubbed to fire close.
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    const onClose = vi.fn();
    render(
      <Sheet title="Edit search" closeLabel="Close" onClose={onClose}>
        <p>Dates</p>
      </Sheet>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit search' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
