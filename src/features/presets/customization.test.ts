import { describe, expect, it } from 'vitest';
import { LabType } from '@common/domain/labs';
import { readDraft } from './customization';

const motion = {
  name: 'Projectile',
  labName: 'Free Motion',
  gridLimits: { xMin: 0, xMax: 98765, yMin: 0, yMax: 10 },
  gridData: { xMin: 0, xMax: 20, yMin: 0, yMax: 10 },
  json: { grid: { auto: true, limitsBySize: 'edge' } },
};

describe('readDraft', () => {
  it('reads the labs that can be customized', () => {
    expect(readDraft(LabType.FreeMotion, motion)).toMatchObject({
      ok: true,
      draft: { kind: 'motion' },
    });
    expect(readDraft(LabType.RampMotion, motion)).toMatchObject({ ok: true });
    expect(
      readDraft(LabType.OrganicSynthesis, {
        name: 'Ester',
        labName: 'Organic Synthesis',
        controls: {
          canAccessSpectraLibrary: true,
          canSeeFlaskContents: false,
          isFTIRAllowed: true,
          isMSAllowed: true,
          isNMRAllowed: false,
        },
      }),
    ).toMatchObject({ ok: true, draft: { kind: 'organicSynthesis' } });
  });

  it('says not supported for the other labs', () => {
    expect(readDraft(LabType.Gases, {})).toEqual({ ok: false, reason: 'notSupported' });
    expect(readDraft(LabType.Quantum, {})).toEqual({ ok: false, reason: 'notSupported' });
    expect(readDraft(LabType.Calorimetry, {})).toEqual({ ok: false, reason: 'notSupported' });
  });

  it('refuses an object without its lab shape, naming the problem', () => {
    const reading = readDraft(LabType.FreeMotion, { ...motion, gridData: null });
    expect(reading).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(reading.ok === false && reading.reason === 'unreadable' && reading.problem).toMatch(
      /gridData/,
    );
  });
});
