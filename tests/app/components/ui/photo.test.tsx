// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from '#app/components/ui/photo.tsx';

describe('Photo', () => {
  it('loads the first photo a guest sees at once and ahead of the rest (the results page’s largest paint)', () => {
    render(<Photo src="/photos/standard-double.svg" alt="Standard Double" eager />);
    const image = screen.getByRole('img', { name: 'Standard Double' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves other photos until they are scrolled near, at the usual priority', () => {
    render(<Photo src="/photos/bathroom.svg" alt="Bathroom" />);
    const image = screen.getByRole('img', { name: 'Bathroom' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('auto');
  });
});
