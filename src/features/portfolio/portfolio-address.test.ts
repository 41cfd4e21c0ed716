import { describe, expect, it } from 'vitest';
import { portfolioView } from './portfolio-address';

describe('Portfolio address', () => {
  const known = new Set([4, 7]);

  it("opens the own book for groupid 'self' with the own uuid", () => {
    expect(portfolioView({ groupid: 'self', uuid: 'me' }, 'me', known)).toEqual({
      mode: 'my_lab_book',
    });
    expect(portfolioView({ groupid: 'self', uuid: 'other' }, 'me', known)).toEqual({
      mode: 'redirect',
    });
    expect(portfolioView({ groupid: 'self' }, 'me', known)).toEqual({ mode: 'redirect' });
  });

  it('lists the students of a known group, or all groups', () => {
    expect(portfolioView({}, 'me', known)).toEqual({ mode: 'student_lab_book', groupId: null });
    expect(portfolioView({ groupid: '7' }, 'me', known)).toEqual({
      mode: 'student_lab_book',
      groupId: 7,
    });
  });

  it('redirects an unknown group id, but not while groups load', () => {
    expect(portfolioView({ groupid: '9' }, 'me', known)).toEqual({ mode: 'redirect' });
    expect(portfolioView({ groupid: 'abc' }, 'me', null)).toEqual({ mode: 'redirect' });
    expect(portfolioView({ groupid: '9' }, 'me', null)).toEqual({
      mode: 'student_lab_book',
      groupId: 9,
    });
  });

  it("opens a student's book from a uuid", () => {
    expect(portfolioView({ groupid: '4', uuid: 's1' }, 'me', known)).toEqual({
      mode: 'lab_book_browser',
      groupId: 4,
      studentId: 's1',
    });
    expect(portfolioView({ uuid: 's1' }, 'me', known)).toEqual({
      mode: 'lab_book_browser',
      groupId: null,
      studentId: 's1',
    });
  });
});
