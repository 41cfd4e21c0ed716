import { describe, expect, it } from 'vitest';
import { bodyOf, formProblems, formValuesOf, previewOf } from './banner-form';

describe('the banner form', () => {
  const empty = formValuesOf(undefined, 'es');

  it('starts as a list 2 banner for every page in the active language', () => {
    expect(empty).toMatchObject({ list: 2, lang: 'es', page: 'All', color: 0, showFrom: '' });
  });

  it('checks with the server schema: a title, http(s) links and from before until', () => {
    expect(formProblems(empty)).toEqual({ title: true });
    const values = {
      ...empty,
      title: 'Hello',
      url: 'javascript:alert(1)',
      showFrom: '2026-05-02T10:00',
      showUntil: '2026-05-01T10:00',
    };
    expect(formProblems(values)).toEqual({ url: true, showUntil: true });
    expect(formProblems({ ...values, url: '', showUntil: '' })).toEqual({});
  });

  it('sends empty texts as null and local times as ISO times', () => {
    const body = bodyOf({ ...empty, title: 'Hello', showFrom: '2026-05-02T10:00' });
    expect(body).toMatchObject({ url: null, urlText: null, showUntil: null });
    expect(new Date(body.showFrom!).getTime()).toBe(new Date('2026-05-02T10:00').getTime());
    expect(
      formValuesOf(
        {
          ...body,
          id: 1,
          list: 2,
          showFrom: body.showFrom!,
          showUntil: null,
          updatedOn: '',
          description: '',
          url: null,
          urlText: null,
          color: 0,
          videoInfo: [],
          lang: 'es',
          page: 'All',
          title: 'Hello',
        },
        'en',
      ).showFrom,
    ).toBe('2026-05-02T10:00');
  });

  it('previews only links that would be accepted', () => {
    const preview = previewOf({
      ...empty,
      title: 'Hi',
      url: 'ftp://x',
      videoInfo: [
        { text: 'ok', url: 'https://v.example/1' },
        { text: '', url: 'https://v.example/2' },
      ],
    });
    expect(preview.url).toBeNull();
    expect(preview.videoInfo).toEqual([{ text: 'ok', url: 'https://v.example/1' }]);
  });
});
