import { describe, expect, it } from 'vitest';
import { LABS } from '@common/domain/labs';
import { activitySchema, TEMPLATE_CATEGORIES } from '@common/schemas/activities';
import { hasPresets, parsePresetObject } from '@common/schemas/preset-objects';
import { ACTIVITIES, TEMPLATE_TAGS } from './activities-data';
import { SYSTEM_PRESETS } from './presets-data';
import { activityRow } from './seed-activities';
import { TEMPLATES } from './templates-data';

const all = Object.values(ACTIVITIES);

describe('seeded activities and templates', () => {
  it('has more than one page (50) of activities, with unique names, some in Spanish', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((a) => a.name)).size).toBe(all.length);
    expect(all.filter((a) => a.lang === 'es').length).toBeGreaterThanOrEqual(3);
  });

  it('links each activity to its lab and, where the lab keeps presets, a system preset of that lab', () => {
    for (const activity of all) {
      const row = activityRow(activity);
      activitySchema.omit({ id: true }).parse(row);
      const lab = LABS.find((l) => l.labType === activity.labType)!;
      expect(row.lab).toBe(lab.name);
      if (hasPresets(activity.labType)) {
        const [, identifier, uuid] = row.link.split('/');
        expect(identifier).toBe(lab.identifier);
        const preset = SYSTEM_PRESETS.find((p) => p.uuid === uuid);
        expect([activity.name, preset?.labType]).toEqual([activity.name, activity.labType]);
        expect(parsePresetObject(preset!.labType, JSON.stringify(preset!.object)).ok).toBe(true);
      } else {
        expect(row.link).toBe(`/${lab.identifier}`);
      }
      expect(TEMPLATE_TAGS).toEqual(expect.arrayContaining(activity.templateTags));
      expect(['General', 'Advanced']).toContain(activity.tags[0]);
    }
  });

  it('covers every subject of spec 3 §9 and the Other group, with 3-6 topics of 2-4 activities', () => {
    const subjects = new Set(TEMPLATES.flatMap((t) => t.subject.split(',').map((s) => s.trim())));
    for (const category of TEMPLATE_CATEGORIES) expect(subjects).toContain(category);
    expect(TEMPLATES.some((t) => t.subject === '')).toBe(true);
    for (const template of TEMPLATES) {
      expect(template.topics.length).toBeGreaterThanOrEqual(3);
      expect(template.topics.length).toBeLessThanOrEqual(6);
      for (const [, keys] of template.topics) {
        expect(keys.length).toBeGreaterThanOrEqual(2);
        expect(keys.length).toBeLessThanOrEqual(4);
      }
    }
    // Every activity is in some topic.
    const used = new Set(TEMPLATES.flatMap((t) => t.topics.flatMap(([, keys]) => keys)));
    expect(Object.keys(ACTIVITIES).filter((k) => !used.has(k as never))).toEqual([]);
  });
});
