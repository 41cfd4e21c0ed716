import { describe, expect, it } from 'vitest';
import { excelSerial, exportFileName, labCamItem, labCamText } from './lab-cam';
import { XAPI_EXTENSIONS } from './xapi-extensions';

const portalStatement = {
  actor: { account: { homePage: 'http://localhost', name: 'x' } },
  verb: { id: 'https://lab-portal.example/xapi/verbs/move', display: { 'en-US': 'Move' } },
  object: { id: 'http://localhost/physics-density', definition: { name: { 'en-US': 'Density' } } },
  result: {
    extensions: {
      [XAPI_EXTENSIONS.actionType]: 'move',
      [XAPI_EXTENSIONS.actions]: {
        name: 'Cylinder 1',
        materials: 'steel',
        initialLocation: 'bench',
        finalLocation: 'balance',
      },
    },
  },
  context: { extensions: { [XAPI_EXTENSIONS.labType]: 7 } },
  timestamp: '2026-05-04T10:30:00.000Z',
};

describe('lab-cam rows', () => {
  it("reads the portal's statements: time, lab and the lab's action", () => {
    const item = labCamItem(portalStatement, 0);
    expect(item).toMatchObject({
      timestamp: Date.parse('2026-05-04T10:30:00.000Z'),
      verb: 'Move',
      activity: 'Density',
      labType: 7,
      actionType: 'move',
    });
    expect(labCamText(item, 'en')).toMatch(/^Density · Move: Cylinder 1 .*from .* to /);
    expect(labCamText(item, 'es')).toMatch(/^Density · Movimiento: /);
  });

  it("reads the demo seed's plain form (result.actions, context.labType)", () => {
    const item = labCamItem(
      {
        verb: { id: 'https://lab-portal.example/xapi/verbs/state' },
        object: { id: 'http://localhost/labs/density/' },
        result: { actionType: 'state', actions: { name: 'Balance', mass: 73.985 } },
        context: { labType: 7 },
        timestamp: '2026-05-04T10:31:00Z',
      },
      0,
    );
    expect(item.verb).toBe('state');
    expect(item.activity).toBe('http://localhost/labs/density/');
    expect(labCamText(item, 'en')).toBe('Density · State: Balance, 73.985 g');
  });

  it('shows a statement of another source as verb and activity', () => {
    const item = labCamItem(
      { verb: { id: 'http://adlnet.gov/expapi/verbs/completed' }, object: { id: 'urn:x' } },
      42,
    );
    expect(item.timestamp).toBe(42);
    expect(labCamText(item, 'en')).toBe('completed urn:x');
    expect(labCamText(labCamItem(null, 1), 'en')).toBe('');
  });

  it('turns a time into an Excel serial of the wall-clock time', () => {
    expect(excelSerial(Date.UTC(1970, 0, 1), 0)).toBe(25_569);
    // 12:00 UTC read in UTC-3 (offset +180 minutes) is 09:00.
    expect(excelSerial(Date.UTC(2026, 4, 4, 12), 180)).toBeCloseTo(46_146 + 9 / 24, 9);
  });

  it('names export files after the group, without characters file systems refuse', () => {
    expect(exportFileName('LabCam', 'Chemistry 101 - Fall', 'xlsx')).toBe(
      'LabCam-Chemistry 101 - Fall.xlsx',
    );
    expect(exportFileName('Unknowns', 'Bio: 2/3 <A>?', 'pdf')).toBe('Unknowns-Bio 2 3 A.pdf');
    expect(exportFileName('Unknowns', '..', 'pdf')).toBe('Unknowns-group.pdf');
  });
});
