import { describe, expect, it, vi } from 'vitest';
import { fillTimestamp, instructorNoteHtml } from './sanitize';

describe('entry HTML helpers', () => {
  it('fills the time-stamp placeholder, escaped', () => {
    expect(fillTimestamp('<p>{lab_book_timestamp}</p>', () => '1 < 2', vi.fn())).toBe(
      '<p>1 &#60; 2</p>',
    );
    expect(fillTimestamp('<p>none</p>', () => 'x', vi.fn())).toBe('<p>none</p>');
  });

  it('logs a failed substitution and keeps the raw content', () => {
    const onError = vi.fn();
    const raw = '<p>{lab_book_timestamp}</p>';
    expect(
      fillTimestamp(
        raw,
        () => {
          throw new RangeError('Invalid time value');
        },
        onError,
      ),
    ).toBe(raw);
    expect(onError).toHaveBeenCalledOnce();
  });

  it("wraps an instructor note with the author's name and the placeholder", () => {
    expect(instructorNoteHtml('Ana <B>', '<p>Good</p>')).toBe(
      '<p class="instructor-note-author"><strong>Ana &#60;B&#62;</strong> {lab_book_timestamp}</p><p>Good</p>',
    );
  });
});
