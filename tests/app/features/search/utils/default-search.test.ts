import { describe, expect, it } from 'vitest';
import { resolveSearch } from '../../../../../app/src/features/search/utils/default-search';
import { readStayQuery } from '../../../../../app/src/lib/stay-query';

const TODAY = '2030-04-01';

function search(query: string) {
  return resolveSearch(readStayQuery(new URLSearchParams(query), 4), TODAY);
}

describe('default search', () => {
  it('is 2 adults, one night from tomorrow in the hotel time zone when the address says nothing', () => {
    expect(search('hotel_code=sakura-tokyo')).toEqual({ checkin: '2030-04-02', checkout: '2030-04-03', adults: 2 });
  });

  it('takes dates and adults from the address when they are valid', () => {
    expect(search('checkin=2030-05-01&checkout=2030-05-04&adults=3')).toEqual({
      checkin: '2030-05-01',
      checkout: '2030-05-04',
      adults: 3,
    });
    expect(search(`checkin=${TODAY}&checkout=2030-04-02&adults=1`).checkin).toBe(TODAY);
  });

  it('gives a check-in without a valid check-out one night', () => {
    expect(search('checkin=2030-05-01')).toMatchObject({ checkin: '2030-05-01', checkout: '2030-05-02' });
    expect(search('checkin=2030-05-01&checkout=2030-05-01')).toMatchObject({ checkout: '2030-05-02' });
    expect(search('checkin=2030-05-01&checkout=2030-04-20')).toMatchObject({ checkout: '2030-05-02' });
  });

  it('falls back to the default stay for a check-in that is malformed or past, ignoring its check-out', () => {
    expect(search('checkin=2030-13-01&checkout=2030-12-31')).toMatchObject({ checkin: '2030-04-02', checkout: '2030-04-03' });
    expect(search('checkin=2030-03-31&checkout=2030-04-05')).toMatchObject({ checkin: '2030-04-02', checkout: '2030-04-03' });
    expect(search('checkout=2030-04-20')).toMatchObject({ checkin: '2030-04-02', checkout: '2030-04-03' });
  });

  it('keeps the default adults for a count that is not a whole number within the room limit', () => {
    for (const adults of ['0', '5', '-1', '2.5', 'two', '']) {
      expect(search(`adults=${adults}`).adults).toBe(2);
    }
  });
});
