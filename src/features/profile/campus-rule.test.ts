import { describe, expect, it } from 'vitest';
import { campusLabel, implicitCampus, showsCampusDropdown } from './campus-rule';

const main = { id: 1, locationName: 'Campus Centro', isMain: true };
const north = { id: 2, locationName: 'North Campus', isMain: false };

describe('campus dropdown rule (spec 1 §2)', () => {
  it('is hidden for a school with only its main campus, which is then chosen', () => {
    expect(showsCampusDropdown([main])).toBe(false);
    expect(implicitCampus([main])).toBe(1);
  });

  it('is shown for several campuses', () => {
    expect(showsCampusDropdown([main, north])).toBe(true);
    expect(implicitCampus([main, north])).toBeNull();
  });

  it('is shown for a single campus that is not the main one', () => {
    expect(showsCampusDropdown([north])).toBe(true);
    expect(implicitCampus([north])).toBeNull();
  });

  it('is hidden, with nothing chosen, for a school without campuses', () => {
    expect(showsCampusDropdown([])).toBe(false);
    expect(implicitCampus([])).toBeNull();
  });

  it("labels the main campus 'Main Campus' and others by their name", () => {
    expect(campusLabel(main, 'Main Campus')).toBe('Main Campus');
    expect(campusLabel(north, 'Main Campus')).toBe('North Campus');
  });
});
