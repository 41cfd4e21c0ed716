import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const a = (href: string, text = href) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('linkify', () => {
  it('links http, https, ftp and file URLs', () => {
    expect(linkify('<p>see http://a.org/x?y=1&amp;z=2 now</p>')).toBe(
      `<p>see ${a('http://a.org/x?y=1&amp;z=2')} now</p>`,
    );
    expect(linkify('https://b.org')).toBe(a('https://b.org'));
    expect(linkify('ftp://c.org/f.txt')).toBe(a('ftp://c.org/f.txt'));
    expect(linkify('file:///home/x.pdf')).toBe(a('file:///home/x.pdf'));
  });

  it('links www. addresses over http', () => {
    expect(linkify('<p>go to www.example.com.</p>')).toBe(
      `<p>go to ${a('http://www.example.com', 'www.example.com')}.</p>`,
    );
  });

  it('keeps trailing punctuation, parentheses and entities out of the link', () => {
    expect(linkify('(www.a.org)')).toBe(`(${a('http://www.a.org', 'www.a.org')})`);
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')).toBe(
      a('https://en.wikipedia.org/wiki/Foo_(bar)'),
    );
    expect(linkify('https://a.org&nbsp;next')).toBe(`${a('https://a.org')}&nbsp;next`);
    expect(linkify('https://a.org, https://b.org!')).toBe(
      `${a('https://a.org')}, ${a('https://b.org')}!`,
    );
  });

  it('leaves tags, attributes and existing links alone', () => {
    const html =
      '<p><img src="https://img.org/a.png"><a href="https://x.org">https://x.org</a></p>';
    expect(linkify(html)).toBe(html);
    expect(linkify('<p><strong>https://s.org</strong></p>')).toBe(
      `<p><strong>${a('https://s.org')}</strong></p>`,
    );
  });

  it('ignores other schemes and plain text', () => {
    expect(linkify('javascript://alert(1) and mailto:x@y.z')).toBe(
      'javascript://alert(1) and mailto:x@y.z',
    );
    expect(linkify('no links here')).toBe('no links here');
  });
});
