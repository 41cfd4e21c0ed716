import { describe, expect, it } from 'vitest';
import { LabType } from './labs';
import { objectName } from './statement-objects';

const en = (raw: string, labType?: number) => objectName(raw, labType, 'en');
const es = (raw: string, labType?: number) => objectName(raw, labType, 'es');

describe('object names in statements (spec 2 §9)', () => {
  it('names the density cylinders 1 to 5', () => {
    expect([1, 5].map((n) => en(`cylinder ${n}`, LabType.Density))).toEqual([
      'Cylinder 1',
      'Cylinder 5',
    ]);
    expect(es('Cylinder_3', LabType.Density)).toBe('Cilindro 3');
    expect(en('cylinder 6', LabType.Density)).toBe('cylinder 6');
    expect(en('cylinder 2', LabType.Optics)).toBe('cylinder 2');
  });

  it('names balls, mirrors and lenses up to 15', () => {
    expect(en('ball15')).toBe('Ball 15');
    expect(es('ball 15')).toBe('Bola 15');
    expect(en('Mirror-2', LabType.Optics)).toBe('Mirror 2');
    expect(es('mirror 2', LabType.Optics)).toBe('Espejo 2');
    expect(en('lens 1')).toBe('Lens 1');
    expect(es('lens 1')).toBe('Lente 1');
    expect(en('ball 16')).toBe('ball 16');
    expect(en('lens 0')).toBe('lens 0');
  });

  it('names racks 1-10 in inorganic and 1-8 in molecular biology', () => {
    expect(en('rack 10', LabType.Inorganic)).toBe('Rack 10');
    expect(es('rack 10', LabType.Inorganic)).toBe('Gradilla 10');
    expect(en('rack 11', LabType.Inorganic)).toBe('rack 11');
    expect(en('rack 8', LabType.MolecularBiology)).toBe('Rack 8');
    expect(en('rack 9', LabType.MolecularBiology)).toBe('rack 9');
    expect(en('rack 1', LabType.Titrations)).toBe('rack 1');
  });

  it('names the spectra devices', () => {
    const devices = ['1h nmr', '13c nmr', 'ms', 'ftir', 'tlc', 'melting point'];
    expect(devices.map((d) => en(d, LabType.OrganicQualitative))).toEqual([
      '¹H NMR',
      '¹³C NMR',
      'MS',
      'FTIR',
      'TLC',
      'Melting point',
    ]);
    expect(devices.map((d) => es(d, LabType.OrganicQualitative))).toEqual([
      'RMN de ¹H',
      'RMN de ¹³C',
      'EM',
      'FTIR',
      'CCF',
      'Punto de fusión',
    ]);
    expect(en('1H_NMR')).toBe('¹H NMR');
  });

  it('names the planets', () => {
    const planets = [
      'sun',
      'moon',
      'mercury',
      'venus',
      'earth',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
    ];
    expect(planets.map((p) => en(p, LabType.SolarSystem)).join(' ')).toBe(
      'Sun Moon Mercury Venus Earth Mars Jupiter Saturn Uranus Neptune Pluto',
    );
    expect(planets.map((p) => es(p, LabType.SolarSystem)).join(' ')).toBe(
      'Sol Luna Mercurio Venus Tierra Marte Júpiter Saturno Urano Neptuno Plutón',
    );
  });

  it('names the materials', () => {
    const materials = ['steel', 'wood', 'plastic', 'cement', 'rubber'];
    expect(materials.map((m) => en(m, LabType.Density))).toEqual([
      'Steel',
      'Wood',
      'Plastic',
      'Cement',
      'Rubber',
    ]);
    expect(materials.map((m) => es(m, LabType.Density))).toEqual([
      'Acero',
      'Madera',
      'Plástico',
      'Cemento',
      'Caucho',
    ]);
  });

  it("names the density bench's places there only, and keeps anything else as sent", () => {
    expect(es('graduated cylinder', LabType.Density)).toBe('Probeta');
    expect(en('balance', LabType.Density)).toBe('Balance');
    expect(en('balance', LabType.Titrations)).toBe('balance');
    expect(en('  Erlenmeyer flask ')).toBe('Erlenmeyer flask');
  });
});
