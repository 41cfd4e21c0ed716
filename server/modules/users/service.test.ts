import { describe, expect, it } from 'vitest';
import { toBundle, toContract, toLicense, toProduct } from './service';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

describe('user API mappers', () => {
  it('derives Expired for contract licenses whose end date has passed, and keeps the holder', () => {
    const contract = toContract(
      {
        id: 7,
        multiuseCode: 'CODE',
        effectiveDate: at(-100),
        endDate: at(100),
        activationDate: null,
        expirationDate: null,
      },
      [
        {
          id: 1,
          contractId: 7,
          activationCode: 'A',
          bundleId: 1,
          status: 'Active',
          insertedOn: at(-50),
          activatedOn: at(-50),
          endDate: at(-1),
          holder: 'ana',
        },
        {
          id: 2,
          contractId: 7,
          activationCode: 'B',
          bundleId: 1,
          status: 'Active',
          insertedOn: at(-50),
          activatedOn: at(-50),
          endDate: at(1),
          holder: 'ben',
        },
        {
          id: 3,
          contractId: 7,
          activationCode: 'C',
          bundleId: 1,
          status: 'Issued',
          insertedOn: at(-50),
          activatedOn: null,
          endDate: at(1),
          holder: null,
        },
      ],
      now,
    );
    expect(contract.Licenses.map((l) => [l.Status, l.Holder])).toEqual([
      ['Expired', 'ana'],
      ['Active', 'ben'],
      ['Issued', null],
    ]);
    expect(contract.ActivationDate).toBeNull();
    expect(contract.EffectiveDate).toBe(at(-100).toISOString());
  });

  it('keeps expired user licenses (the client filters them) with both end-date spellings', () => {
    const license = toLicense({
      id: 1,
      activationCode: 'X',
      bundleId: 2,
      bundleName: 'Chemistry',
      status: 'Active',
      insertedOn: at(-200),
      activatedOn: at(-200),
      endDate: at(-20),
    });
    expect(license).toMatchObject({
      Status: 'Active',
      EndDate: at(-20).toISOString(),
      endDate: at(-20).toISOString(),
    });
  });

  it('turns numeric prices into numbers', () => {
    expect(
      toBundle({ id: 1, name: 'Full Suite', price: '99.99', expirationPeriod: 365, metaData: '{}' })
        .Price,
    ).toBe(99.99);
  });

  it('refuses a product type outside the enum rather than sending it', () => {
    const row = {
      id: 1,
      name: 'X',
      url: null,
      productType: 'Toaster',
      metaData: '{}',
      description: null,
    };
    expect(() => toProduct(row)).toThrow();
  });
});
