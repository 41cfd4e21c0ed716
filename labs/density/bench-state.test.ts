import { describe, expect, it } from 'vitest';
import { labStatementSchema } from '@common/schemas/lab-frame';
import { canPlace, initialState, place, readings, startupStatement } from './bench-state';

describe('density bench state', () => {
  it('starts with every cylinder on the bench, an empty balance and 50 mL of water', () => {
    expect(readings(initialState())).toEqual({ mass: 0, volume: 50 });
  });

  it('steel cylinder 1 on the balance: a move and the new mass', () => {
    const result = place(initialState(), 1, 'balance');
    expect(result?.statements).toEqual([
      {
        actionType: 'move',
        actions: {
          name: 'cylinder 1',
          materials: 'steel',
          initialLocation: 'bench',
          finalLocation: 'balance',
        },
      },
      { actionType: 'state', actions: { name: 'balance', mass: 73.985 } },
    ]);
    for (const statement of result?.statements ?? []) labStatementSchema.parse(statement);
  });

  it('from the balance into the water: a transfer, the balance empties, the water rises', () => {
    const onBalance = place(initialState(), 1, 'balance');
    const inWater = onBalance && place(onBalance.state, 1, 'graduated-cylinder');
    expect(inWater?.statements).toEqual([
      {
        actionType: 'transfer',
        actions: {
          name: 'cylinder 1',
          materials: 'steel',
          source: 'balance',
          destination: 'graduated cylinder',
        },
      },
      { actionType: 'state', actions: { name: 'balance', mass: 0 } },
      { actionType: 'state', actions: { name: 'graduated cylinder', volume: 59.425 } },
    ]);
  });

  it('the wooden cylinder floats: the water rises by its mass', () => {
    expect(readings(place(initialState(), 2, 'graduated-cylinder')!.state).volume).toBe(61.781);
  });

  it('one sample fits in the graduated cylinder at a time; a place is not left for itself', () => {
    const state = place(initialState(), 4, 'graduated-cylinder')!.state;
    expect(canPlace(state, 5, 'graduated-cylinder')).toBe(false);
    expect(place(state, 5, 'graduated-cylinder')).toBeNull();
    expect(place(state, 4, 'graduated-cylinder')).toBeNull();
    expect(canPlace(state, 5, 'balance')).toBe(true);
  });

  it('the balance weighs several samples together', () => {
    const one = place(initialState(), 1, 'balance')!.state;
    const two = place(one, 3, 'balance')!.state;
    expect(readings(two).mass).toBe(85.923);
  });

  it('startup is a launch, or a preset autoload with the preset name and uuid', () => {
    expect(startupStatement(null)).toEqual({
      actionType: 'startup',
      actions: { labName: 'Density' },
    });
    expect(startupStatement({ uuid: 'p-9', name: 'Density of unknown solids' })).toEqual({
      actionType: 'startup',
      actions: { labName: 'Density', presetName: 'Density of unknown solids', uuid: 'p-9' },
    });
  });

  it('an unknown cylinder weighs as its hidden material, and statements do not name it', () => {
    const samples = initialState().samples.map((sample) =>
      sample.number === 1
        ? {
            ...sample,
            material: 'wood' as const,
            unknown: { type: 'assigned' as const, letter: 'A' },
          }
        : sample,
    );
    const result = place(initialState(samples), 1, 'balance')!;
    // Wood (0.75 g/cm³) × 9.425 cm³ instead of steel's 73.985 g.
    expect(readings(result.state).mass).toBe(7.069);
    expect(result.statements[0]?.actions).toMatchObject({ materials: 'unknown A' });
  });
});
