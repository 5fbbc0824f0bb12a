import { describe, expect, it } from 'vitest';
import { makeCampaign } from '../../test/campaign-fixture';
import { slidesAt } from './display-slides';

const image = (name: string) => ({ id: null, name, url: name, display_url: `small-${name}` });

describe('slidesAt', () => {
  it('plays each ongoing campaign image in turn for its duration, and lets scheduled ones join at their start', () => {
    const data = {
      outlet: { id: 11, name: 'Kemang' },
      now: '2026-03-15T03:00:00.000Z',
      campaigns: [
        makeCampaign({ id: 1, name: 'A', duration: 5, images: [image('a1'), image('a2')] }),
        makeCampaign({ id: 2, name: 'B', start_date: '2026-03-15T17:00:00.000Z', images: [image('b1')] }),
        makeCampaign({ id: 3, name: 'C', end_date: '2026-03-15T03:00:00.000Z', images: [image('c1')] }),
      ],
    };
    const before = slidesAt(data, Date.parse('2026-03-15T16:59:59.999Z'));
    expect(before.map((slide) => [slide.url, slide.seconds])).toEqual([
      ['small-a1', 5],
      ['small-a2', 5],
    ]);
    expect(slidesAt(data, Date.parse('2026-03-15T17:00:00.000Z')).map((slide) => slide.url)).toEqual([
      'small-a1',
      'small-a2',
      'small-b1',
    ]);
  });
});
