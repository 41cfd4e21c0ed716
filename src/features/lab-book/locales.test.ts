import { describe, expect, it } from 'vitest';

type Texts = Record<string, Record<string, string>>;
const files = import.meta.glob<Texts>('./locales/*.json', { eager: true, import: 'default' });
const en = files['./locales/en.json']!;

describe('lab-book locales', () => {
  it('keep the spec texts in English', () => {
    expect(en.filters!.searchPlaceholder).toBe('Search by Student Name');
    expect(en.uploader!.wrongType).toBe('Wrong file type - PDF and image files only.');
    expect(en.editor!.placeholder).toBe('Notes...');
    expect(en.editor!.instructorPlaceholder).toBe('Instructor note...');
    expect(en.refresh).toBe('Refresh entries');
    expect(en.labCam!.show).toBe('View Lab Cam');
    expect(en.labCam!.hide).toBe('Hide Lab Cam');
    // Spec 2 §8: the export notification (title and message) and the success toast.
    expect(`${en.pdf!.processingTitle}  ${en.pdf!.processingMessage}`).toBe(
      'Lab Book Export PDF processing  It will download when complete',
    );
    expect(en.pdf!.downloaded).toBe('Lab book PDF has been downloaded.');
  });
});
