import { describe, expect, it } from 'vitest';
import { escapeHtml, headerTemplate, pdfDocument, pdfFileName, sanitizePdfHtml } from './pdf-html';

const PUBLIC_URL = 'https://portal.example';

describe('sanitizePdfHtml', () => {
  it('keeps the book structure and drops scripts, controls and handlers', () => {
    const html =
      '<article class="m_123"><h2 onclick="x()">Density</h2><script>alert(1)</script>' +
      '<button>Hide entries</button><ul><li><p class="ql-align-center">50 mL</p></li></ul></article>';
    expect(sanitizePdfHtml(html, PUBLIC_URL)).toBe(
      '<article><h2>Density</h2><ul><li><p class="ql-align-center">50 mL</p></li></ul></article>',
    );
  });

  it("keeps images of the portal's files and data URLs only", () => {
    const own = `${PUBLIC_URL}/files/a/b.png?exp=1&amp;sig=x`;
    expect(sanitizePdfHtml(`<img src="${own}">`, PUBLIC_URL)).toContain('/files/a/b.png');
    expect(sanitizePdfHtml('<img src="/files/a/b.png">', PUBLIC_URL)).toBe(
      `<img src="${PUBLIC_URL}/files/a/b.png" />`,
    );
    expect(sanitizePdfHtml('<img src="data:image/png;base64,AAAA">', PUBLIC_URL)).toBe(
      '<img src="data:image/png;base64,AAAA" />',
    );
    for (const src of [
      'https://tracker.example/p.png',
      `${PUBLIC_URL}/auth/me`,
      `${PUBLIC_URL}/files/../auth/x`,
      `${PUBLIC_URL}/files/a%2f..%2fb`,
      'file:///etc/passwd',
      'data:image/svg+xml;base64,AAAA',
      'blob:https://portal.example/1',
    ]) {
      expect(sanitizePdfHtml(`<p>x</p><img src="${src}">`, PUBLIC_URL)).toBe('<p>x</p>');
    }
  });

  it('keeps only http(s), mailto and ftp links', () => {
    expect(sanitizePdfHtml('<a href="javascript:alert(1)">x</a>', PUBLIC_URL)).toBe('<a>x</a>');
    expect(sanitizePdfHtml('<a href="https://a.example">x</a>', PUBLIC_URL)).toBe(
      '<a href="https://a.example">x</a>',
    );
  });
});

describe('the printed page', () => {
  it('limits images to 950 px and allows nothing but the portal files to load', () => {
    const doc = pdfDocument('<p>x</p>', PUBLIC_URL);
    expect(doc).toContain('max-width: min(100%, 950px)');
    expect(doc).toContain(
      `content="default-src 'none'; img-src data: ${PUBLIC_URL}/files/; style-src 'unsafe-inline'"`,
    );
    expect(doc).toContain('<body><p>x</p></body>');
  });

  it('prints owner, printer and print time in the header, escaped', () => {
    const header = headerTemplate({
      name: 'Ana <b>Lopez</b>',
      email: 'ana@example.com',
      printName: 'Irene Novak',
      printTime: '2026/05/04 10:30:00',
      shortTimeZone: 'CEST',
    });
    expect(header).toContain('Ana &lt;b&gt;Lopez&lt;/b&gt; &lt;ana@example.com&gt;');
    expect(header).toContain('Irene Novak · 2026/05/04 10:30:00 CEST');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('names the file after the owner and the day in their time zone', () => {
    const at = new Date('2026-05-03T23:30:00Z');
    expect(pdfFileName('Ána López', at, 'Europe/Madrid')).toBe('lab-book-ana-lopez-2026-05-04.pdf');
    expect(pdfFileName('Ána López', at, 'America/Sao_Paulo')).toBe(
      'lab-book-ana-lopez-2026-05-03.pdf',
    );
    expect(pdfFileName('李', at, 'UTC')).toBe('lab-book-2026-05-03.pdf');
  });
});
