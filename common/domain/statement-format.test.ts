import { describe, expect, it } from 'vitest';
import { LabType } from './labs';
import {
  actionLabel,
  formatQuantity,
  formatStatement,
  isBuretAction,
  statementLanguage,
  type StatementItem,
} from './statement-format';

const OPEN = 1_000_000;
const at = (seconds: number) => OPEN + seconds * 1000;
const item = (
  actionType: string,
  actions: Record<string, unknown>,
  seconds = 0,
): StatementItem => ({
  actionType,
  timestamp: at(seconds),
  actions,
});
const en = (i: StatementItem) => formatStatement(i, OPEN, 'en');
const es = (i: StatementItem) => formatStatement(i, OPEN, 'es');

describe('formatStatement', () => {
  it('startup: a lab launch and a preset autoload', () => {
    const launch = item('startup', { 'lab name': 'Density' }, 3);
    expect(en(launch)).toBe('Startup: Density launched - 00:03');
    expect(es(launch)).toBe('Inicio: Density iniciado - 00:03');
    const preset = item('startup', { uuid: 'p-1', 'preset name': 'Metals' }, 0);
    expect(en(preset)).toBe('Startup: Preset "Metals" loaded - 00:00');
    expect(es(preset)).toBe('Inicio: Configuración "Metals" cargada - 00:00');
    expect(en(item('startup', {}))).toBe('Startup: Lab launched - 00:00');
  });

  it('state: subject, state and measures', () => {
    const balance = item('state', { name: 'Balance', mass: 12.3456 }, 75);
    expect(en(balance)).toBe('State: Balance, 12.346 g - 01:15');
    expect(es(balance)).toBe('Estado: Balance, 12,346 g - 01:15');
    expect(en(item('state', { name: 'Lamp', state: 'on' }, 600))).toBe('State: Lamp, on - 10:00');
    expect(en(item('state', { name: 'Cylinder', volume: '50' }))).toBe(
      'State: Cylinder, 50.000 mL - 00:00',
    );
  });

  it('move: from and to, with a test tube number', () => {
    const move = item(
      'move',
      {
        name: 'Steel cylinder 1',
        initialLocation: 'Shelf',
        finalLocation: 'Balance',
      },
      42,
    );
    expect(en(move)).toBe('Move: Steel cylinder 1 from Shelf to Balance - 00:42');
    expect(es(move)).toBe('Movimiento: Steel cylinder 1 de Shelf a Balance - 00:42');
    expect(en(item('move', { 'test tube number': 4, finalLocation: 'Rack 2' }))).toBe(
      'Move: Test tube 4 to Rack 2 - 00:00',
    );
    expect(es(item('move', { 'beaker number': 2, finalLocation: 'Mesa' }))).toBe(
      'Movimiento: Vaso 2 a Mesa - 00:00',
    );
  });

  it('transfer: volume of materials from source to destination', () => {
    const transfer = item(
      'transfer',
      {
        volume: 10.5,
        materials: ['Water'],
        source: 'Flask',
        destination: 'Cylinder',
      },
      125,
    );
    expect(en(transfer)).toBe('Transfer: 10.500 mL of Water from Flask to Cylinder - 02:05');
    expect(es(transfer)).toBe('Transferencia: 10,500 mL de Water de Flask a Cylinder - 02:05');
  });

  it('buret values carry 5 decimals', () => {
    const buret = item('transfer', { volume: 1.23, source: 'Buret', destination: 'Flask' });
    expect(en(buret)).toBe('Transfer: 1.23000 mL from Buret to Flask - 00:00');
    expect(es(item('state', { name: 'Bureta', volume: 24.1 }))).toBe(
      'Estado: Bureta, 24,10000 mL - 00:00',
    );
  });

  it('calibration (titrations)', () => {
    expect(en(item('calibration', { name: 'pH meter', data: 'pH 7 buffer' }, 30))).toBe(
      'Calibration: pH meter, pH 7 buffer - 00:30',
    );
    expect(es(item('calibration', { name: 'pH-metro' }))).toBe('Calibración: pH-metro - 00:00');
  });

  it("names a lab's objects in English and Spanish (spec 2 §9)", () => {
    const density = (i: StatementItem, language: 'en' | 'es') =>
      formatStatement(i, OPEN, language, LabType.Density);
    const move = item('move', {
      name: 'cylinder 1',
      materials: 'steel',
      initialLocation: 'bench',
      finalLocation: 'balance',
    });
    expect(density(move, 'en')).toBe('Move: Cylinder 1 (Steel) from Bench to Balance - 00:00');
    expect(density(move, 'es')).toBe('Movimiento: Cilindro 1 (Acero) de Mesa a Balanza - 00:00');
    const sink = item('transfer', {
      name: 'cylinder 4',
      materials: 'cement',
      source: 'balance',
      destination: 'graduated cylinder',
    });
    expect(density(sink, 'en')).toBe(
      'Transfer: Cylinder 4 (Cement) from Balance to Graduated cylinder - 00:00',
    );
    expect(density(sink, 'es')).toBe(
      'Transferencia: Cilindro 4 (Cemento) de Balanza a Probeta - 00:00',
    );
    expect(density(item('state', { name: 'graduated cylinder', volume: 59.4251 }), 'es')).toBe(
      'Estado: Probeta, 59,425 mL - 00:00',
    );
    expect(
      formatStatement(
        item('move', { name: 'rack 3', finalLocation: 'tlc' }),
        OPEN,
        'es',
        LabType.Inorganic,
      ),
    ).toBe('Movimiento: Gradilla 3 a CCF - 00:00');
    expect(
      formatStatement(item('state', { name: 'jupiter', state: 'selected' }), OPEN, 'en', 17),
    ).toBe('State: Jupiter, selected - 00:00');
  });

  it('counts minutes past the hour and never goes negative', () => {
    expect(en(item('state', { name: 'Lamp' }, 3725))).toBe('State: Lamp - 62:05');
    expect(en(item('state', { name: 'Lamp' }, -10))).toBe('State: Lamp - 00:00');
  });
});

describe('helpers', () => {
  it('formats quantities without grouping', () => {
    expect(formatQuantity(1234.5, 3, 'en')).toBe('1234.500');
    expect(formatQuantity(1234.5, 3, 'es')).toBe('1234,500');
    expect(formatQuantity('full', 3, 'en')).toBe('full');
    expect(formatQuantity(0.0000049, 5, 'en')).toBe('0.00000');
  });

  it('knows buret actions', () => {
    expect(isBuretAction({ container: '50 mL burette' })).toBe(true);
    expect(isBuretAction({ name: 'Beaker' })).toBe(false);
  });

  it('labels unknown kinds by their name', () => {
    expect(actionLabel('reset', 'en')).toBe('Reset');
  });

  it('reads statements in Spanish or English only', () => {
    expect(statementLanguage('es')).toBe('es');
    expect(statementLanguage('es-MX')).toBe('es');
    expect(statementLanguage('pt')).toBe('en');
    expect(statementLanguage(undefined)).toBe('en');
  });
});
