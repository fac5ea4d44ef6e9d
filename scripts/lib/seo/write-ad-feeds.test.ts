import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { adFeedTsv } from './write-ad-feeds.ts';

describe('ad feed files', () => {
  it('write one tab-separated line per car under a header, quoting what needs it so the cells read back as written', () => {
    const feed = {
      columns: ['id', 'title', 'description'],
      rows: [
        { id: '1', title: '2019 Mazda "CX-5"', description: 'One owner, full history' },
        { id: '2', title: 'Ranger', description: '' },
      ],
      leftOut: [],
    };
    const text = adFeedTsv(feed);
    expect(text.split('\n')[0]).toBe('id\ttitle\tdescription');
    expect(parse(text, { delimiter: '\t', columns: true })).toEqual(feed.rows);
  });
});
