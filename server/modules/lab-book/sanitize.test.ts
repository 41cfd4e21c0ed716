import { describe, expect, it } from 'vitest';
import { sanitizeEntryHtml } from './sanitize';

describe('sanitizeEntryHtml', () => {
  it.each([
    ['a script', '<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['an event handler on an image', '<img src=x onerror=alert(1)>', ''],
    ['an event handler on a paragraph', '<p onmouseover="alert(1)">t</p>', '<p>t</p>'],
    ['an svg with onload, and its content', '<svg onload=alert(1)><circle/>x</svg>after', 'after'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['a style element', '<style>p{color:red}</style><p>q</p>', '<p>q</p>'],
    ['a form and inputs', '<form action="https://x"><input name="a"></form>', ''],
    ['an object', '<object data="x.swf"></object>', ''],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizeEntryHtml(html)).toBe(expected);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
  ])('drops the link target of %s', (html) => {
    const clean = sanitizeEntryHtml(html);
    expect(clean).not.toMatch(/href|script:|data:/i);
    expect(clean).toContain('>x</a>');
  });

  it('keeps only colour, background and alignment styles (no expression(), no url())', () => {
    const clean = sanitizeEntryHtml(
      '<p style="width: expression(alert(1)); color: red; background-image: url(javascript:alert(1)); text-align: center">s</p>',
    );
    expect(clean).toBe('<p style="color:red;text-align:center">s</p>');
    expect(sanitizeEntryHtml('<span style="color: expression(alert(1))">s</span>')).toBe(
      '<span>s</span>',
    );
  });

  it('refuses images from other schemes, SVG data and protocol-relative hosts', () => {
    expect(sanitizeEntryHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeEntryHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeEntryHtml('<img src="//evil.example/x.png">')).toBe('');
    expect(sanitizeEntryHtml('<img src="/files/../auth/x">')).toBe('');
  });

  it('keeps the Quill formats of the lab-book editor', () => {
    const quill = [
      '<h2 class="ql-align-center">Density</h2>',
      '<p><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><s>s</s><strike>s</strike><sub>2</sub><sup>3</sup></p>',
      '<p class="ql-indent-1 ql-direction-rtl"><span class="ql-size-large ql-font-serif">t</span></p>',
      '<p style="color:rgb(230, 0, 0);background-color:#ff0;text-align:right">c</p>',
      '<blockquote>q</blockquote><pre class="ql-syntax">x = 1</pre><p><code>y</code></p>',
      '<ol><li data-list="bullet">a</li><li data-list="ordered" class="ql-indent-1">b</li></ol>',
      '<ul><li>c</li></ul>',
      '<div class="ql-code-block-container"><div class="ql-code-block">code</div></div>',
      '<span class="ql-formula" data-value="\\rho = m / V">ρ</span>',
      '<p>{lab_book_timestamp} 1 &lt; 2<br /></p>',
    ].join('');
    expect(sanitizeEntryHtml(quill)).toBe(quill);
  });

  it('keeps http(s), mailto and ftp links, opening in a new tab without an opener', () => {
    expect(sanitizeEntryHtml('<a href="https://example.org/a?b=1" onclick="x()">ok</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.org/a?b=1">ok</a>',
    );
    for (const href of ['http://example.org', 'mailto:a@example.org', 'ftp://example.org/f']) {
      expect(sanitizeEntryHtml(`<a href="${href}">l</a>`)).toContain(`href="${href}"`);
    }
  });

  it('keeps http(s) images, portal files and PNG/JPEG data URLs', () => {
    for (const src of [
      'https://example.org/a.png',
      '/files/5eed0000-0000-4000-8000-000000000001/0190a1b2-0000-7000-8000-000000000001.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/jpeg;base64,/9j/4AAQ',
    ]) {
      expect(sanitizeEntryHtml(`<img src="${src}" alt="a" onload="x()">`)).toBe(
        `<img src="${src}" alt="a" />`,
      );
    }
  });

  it('drops classes that are not Quill classes', () => {
    expect(sanitizeEntryHtml('<p class="ql-align-center hidden-admin">c</p>')).toBe(
      '<p class="ql-align-center">c</p>',
    );
  });
});
