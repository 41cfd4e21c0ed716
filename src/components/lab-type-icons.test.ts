import { describe, expect, it } from 'vitest';
import { LABS, LabType } from '@common/domain/labs';
import { IconFullBundle, labTypeIcon } from './lab-type-icons';

describe('labTypeIcon (spec 2 §3 lab types)', () => {
  it('gives each lab type an icon of its own', () => {
    const types = Object.values(LabType);
    const icons = new Set(types.map(labTypeIcon));
    expect(icons.size).toBe(types.length);
    expect(icons.has(IconFullBundle)).toBe(false);
  });

  it('uses the full-bundle icon for any other value', () => {
    expect(labTypeIcon(20)).toBe(IconFullBundle);
    expect(labTypeIcon(-1)).toBe(IconFullBundle);
  });

  it('lab definitions carry their product id, one per lab', () => {
    expect(new Set(LABS.map((lab) => lab.productId)).size).toBe(LABS.length);
  });
});
