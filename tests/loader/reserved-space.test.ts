// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  RESERVED_HEIGHT_PX,
  releaseReservedSpace,
  reservationFor,
  reserveSpace,
} from '#loader/src/shared/reserved-space.ts';

describe('reservationFor', () => {
  it('reserves height and makes an undefined (inline) element a block', () => {
    expect(reservationFor({ display: 'inline', minHeight: 'auto' })).toEqual({
      display: 'block',
      minHeight: `${RESERVED_HEIGHT_PX}px`,
    });
    expect(reservationFor({ display: 'block', minHeight: '0px' })).toEqual({ minHeight: `${RESERVED_HEIGHT_PX}px` });
  });

  it('leaves a min-height and a display the host chose alone', () => {
    expect(reservationFor({ display: 'flex', minHeight: '480px' })).toEqual({});
  });
});

describe('reserveSpace and releaseReservedSpace', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds the space until the element releases it', () => {
    const widget = document.createElement('hotel-booking-widget');
    document.body.append(widget);
    reserveSpace(widget);
    expect(widget.style.minHeight).toBe(`${RESERVED_HEIGHT_PX}px`);
    expect(widget.style.display).toBe('block');
    releaseReservedSpace(widget);
    expect(widget.style.minHeight).toBe('');
  });

  it('never removes a min-height the host set itself', () => {
    const widget = document.createElement('hotel-booking-widget');
    widget.style.minHeight = '900px';
    document.body.append(widget);
    reserveSpace(widget);
    releaseReservedSpace(widget);
    expect(widget.style.minHeight).toBe('900px');
  });
});
