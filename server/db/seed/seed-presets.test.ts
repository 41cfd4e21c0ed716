import { describe, expect, it } from 'vitest';
import { parsePresetObject } from '@common/schemas/preset-objects';
import { LABS } from '@common/domain/labs';
import { INSTRUCTOR_PRESET_IDS, SYSTEM_PRESET_IDS } from './preset-ids';
import { INSTRUCTOR_PRESETS, SYSTEM_PRESETS } from './presets-data';

describe('seeded presets', () => {
  it.each([...SYSTEM_PRESETS, ...INSTRUCTOR_PRESETS].map((p) => [p.object.name, p] as const))(
    '%s parses for its lab, unchanged',
    (_name, preset) => {
      const parsed = parsePresetObject(preset.labType, JSON.stringify(preset.object));
      expect(parsed).toEqual({ ok: true, object: preset.object });
    },
  );

  it('uses every fixed uuid once, and names the lab as LABS does', () => {
    expect(SYSTEM_PRESETS.map((p) => p.uuid).sort()).toEqual(
      Object.values(SYSTEM_PRESET_IDS).sort(),
    );
    expect(INSTRUCTOR_PRESETS.map((p) => p.uuid).sort()).toEqual(
      Object.values(INSTRUCTOR_PRESET_IDS).sort(),
    );
    for (const p of [...SYSTEM_PRESETS, ...INSTRUCTOR_PRESETS]) {
      expect(p.object.labName).toBe(LABS.find((l) => l.labType === p.labType)?.name);
    }
  });

  it('puts the unknowns where the exercise says', () => {
    const titration = SYSTEM_PRESETS[0]!.object as unknown as {
      bottles: Array<{ uuid: string; unknown: boolean }>;
      unknownData: { assigned: Array<{ uuid: string }> };
    };
    const unknownBottles = titration.bottles.filter((b) => b.unknown).map((b) => b.uuid);
    expect(titration.unknownData.assigned.map((u) => u.uuid)).toEqual(unknownBottles);
  });
});
