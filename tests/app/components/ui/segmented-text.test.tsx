// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { segmentedPieces } from '#app/components/ui/segmented-text.tsx';

afterEach(cleanup);

describe('segmented text (ADR 215)', () => {
  it('puts a break opportunity between Thai words and none inside one', () => {
    const { container } = render(<button type="button">{segmentedPieces('เดือนถัดไป', 'th')}</button>);
    expect(container.querySelector('button')?.innerHTML).toBe('เดือน<wbr>ถัด<wbr>ไป');
    expect(container.textContent).toBe('เดือนถัดไป');
  });

  it('leaves languages the browser breaks well as they are', () => {
    expect(segmentedPieces('Next month', 'en')).toEqual(['Next month']);
    expect(segmentedPieces('次の月', 'ja')).toEqual(['次の月']);
  });
});
