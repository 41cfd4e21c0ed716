import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './download-name';

describe('download names', () => {
  it('keeps a normal name, and fits the extension to the stored type', () => {
    expect(cleanFileName('Lab report 3.pdf', 'application/pdf')).toBe('Lab report 3.pdf');
    expect(cleanFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(cleanFileName('graph', 'image/png')).toBe('graph.png');
    expect(cleanFileName('photo.png', 'application/pdf')).toBe('photo.png.pdf');
  });

  it('drops paths, control characters, quotes, disguises and leading dots', () => {
    expect(cleanFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\ana\\notes.pdf', 'application/pdf')).toBe('notes.pdf');
    expect(cleanFileName('a\u0000b\r\n"c".pdf', 'application/pdf')).toBe('ab_c_.pdf');
    expect(cleanFileName('invoice\u202efdp.exe', 'application/pdf')).toBe('invoicefdp.exe.pdf');
    expect(cleanFileName('.hidden.png', 'image/png')).toBe('hidden.png');
    expect(cleanFileName('  \u0007 ', 'image/png')).toBeNull();
    const long = cleanFileName('x'.repeat(400) + '.pdf', 'application/pdf');
    expect(long).toHaveLength(150);
    expect(long).toMatch(/^x+\.pdf$/);
  });

  it('writes RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Résumé (final).pdf')).toBe(
      `attachment; filename="R_sum_ (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.pdf`,
    );
    expect(contentDisposition("it's 100%.pdf")).toBe(
      `attachment; filename="it's 100%.pdf"; filename*=UTF-8''it%27s%20100%25.pdf`,
    );
  });
});
