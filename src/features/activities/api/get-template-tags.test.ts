import { describe, expect, it } from 'vitest';
import { readTemplateTags } from './get-template-tags';

describe('template tags of the system settings', () => {
  it("reads the first element's object JSON", () => {
    const settings = [
      { object: JSON.stringify({ 'Template Tags': ['Gases', 'Stoichiometry'] }) },
      { object: JSON.stringify({ 'Template Tags': ['Ignored'] }) },
    ];
    expect(readTemplateTags(settings)).toEqual(['Gases', 'Stoichiometry']);
  });

  it('gives no tags when there are no settings', () => {
    expect(readTemplateTags([])).toEqual([]);
  });

  it('rejects an answer of another shape', () => {
    expect(() => readTemplateTags({ object: '{}' })).toThrow();
    expect(() => readTemplateTags([{ object: 'not json' }])).toThrow();
    expect(() => readTemplateTags([{ object: '{"Template Tags":"Gases"}' }])).toThrow();
  });
});
