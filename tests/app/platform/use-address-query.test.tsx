// @vitest-environment jsdom
// Two changes to the address's state made before the router renders the first (two filters changed quickly) must
// both survive: CI once lost the first filter of a pair on the reservations page.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressQuery } from '#app/platform/use-address-query.ts';

type Writer = ReturnType<typeof useAddressQuery>[1];

function setKey(key: string, value: string) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.set(key, value);
    return next;
  };
}

function Probe({ onWriter }: { onWriter: (write: Writer) => void }) {
  const [, write] = useAddressQuery();
  onWriter(write);
  return <output>{useLocation().search}</output>;
}

describe('useAddressQuery', () => {
  it('builds each change on the last one written, even before the router has rendered it', async () => {
    let write: Writer = () => undefined;
    const router = createMemoryRouter([{ path: '/list', element: <Probe onWriter={(next) => (write = next)} /> }], {
      initialEntries: ['/list?hotel_code=sakura-tokyo'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      write(setKey('payment_type', 'on_site'));
      write(setKey('channel', 'officialWebsite'));
    });
    expect(screen.getByRole('status').textContent).toBe('?hotel_code=sakura-tokyo&payment_type=on_site&channel=officialWebsite');
  });

  it('starts from the rendered address once the router has caught up', async () => {
    let write: Writer = () => undefined;
    const router = createMemoryRouter([{ path: '/list', element: <Probe onWriter={(next) => (write = next)} /> }], {
      initialEntries: ['/list?tab=upcoming'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => write(setKey('tab', 'completed')));
    await act(async () => router.navigate('/list?tab=cancelled'));
    await act(async () => write(setKey('page', '2')));
    expect(screen.getByRole('status').textContent).toBe('?tab=cancelled&page=2');
  });
});
