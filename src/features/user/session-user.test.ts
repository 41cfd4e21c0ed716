import { describe, expect, it } from 'vitest';
import type { License, Product } from '@common/schemas/catalog';
import {
  activeLicenses,
  hasWebProduct,
  isDesktopOnly,
  isTeacherMode,
  ownedProducts,
  toSessionUser,
  type SessionUserData,
} from './session-user';

const now = new Date('2026-11-21T12:00:00Z');

function license(id: number, bundleId: number, endDate: string): License {
  return {
    Id: id,
    activationCode: `CODE-${id}`,
    BundleId: bundleId,
    BundleName: `Bundle ${bundleId}`,
    Status: 'Active',
    InsertedOn: '2026-01-01T00:00:00Z',
    ActivatedOn: '2026-01-02T00:00:00Z',
    EndDate: endDate,
    endDate,
  };
}

function product(
  id: number,
  name: string,
  url: string | null,
  type: Product['ProductType'] = 'Bench',
): Product {
  return { Id: id, Name: name, Url: url, ProductType: type, MetaData: '{}', Description: null };
}

const density = product(1, 'Density', 'https://labs.example.org/density/');
const titrations = product(2, 'Titrations', 'https://labs.example.org/titrations/');
const biologyDesktop = product(3, 'Biology 1.7', 'https://desktop.example.org/bio', 'Desktop');
const worksheets = product(4, 'Worksheets', null, 'Worksheets');

describe('licenses and owned products', () => {
  it('ignores licenses whose EndDate is in the past', () => {
    const kept = activeLicenses(
      [license(1, 10, '2027-01-01T00:00:00Z'), license(2, 11, '2026-11-20T00:00:00Z')],
      now,
    );
    expect(kept.map((l) => l.Id)).toEqual([1]);
  });

  it('unions the products of every license bundle, one per Id', () => {
    const products = ownedProducts([license(1, 10, '2027-01-01Z'), license(2, 11, '2027-01-01Z')], {
      10: [density, titrations],
      11: [density, worksheets],
    });
    expect(products.map((p) => p.Id).sort()).toEqual([1, 2, 4]);
  });

  it('owns a web product only when a non-desktop product has a Url', () => {
    expect(hasWebProduct([density])).toBe(true);
    expect(hasWebProduct([biologyDesktop])).toBe(false);
    expect(hasWebProduct([worksheets])).toBe(false);
    expect(hasWebProduct([product(9, 'Physics 1.7', 'https://x', 'Bench')])).toBe(false);
  });
});

describe('toSessionUser', () => {
  const base: SessionUserData = {
    user: {
      userId: '0190b5a0-0000-7000-8000-000000000001',
      username: 'jdoe',
      firstName: 'Jane',
      lastName: null,
      email: 'jane@example.org',
      CampusId: null,
      region: null,
      fromLti: false,
      wsId: null,
      campus: null,
      school: null,
      state: null,
    },
    roles: [{ RoleId: 3, RoleName: 'Instructor', InstitutionId: 1, Status: 'Active' }],
    licenses: [license(1, 10, '2027-01-01T00:00:00Z'), license(2, 12, '2020-01-01T00:00:00Z')],
    contracts: [],
    catalog: [density, titrations, biologyDesktop],
    bundleProducts: { 10: [density, biologyDesktop], 12: [titrations] },
  };

  it('derives role, display name, user type and products', () => {
    const user = toSessionUser(base, { blsupport: false }, now);
    expect(user).toMatchObject({
      name: 'Jane',
      role: 'Instructor',
      isInstructor: true,
      userType: 1,
      hasWebProduct: true,
      hasDesktopProduct: true,
      betaTester: false,
    });
    expect(user.licenses.map((l) => l.Id)).toEqual([1]);
    expect(user.products.map((p) => p.Name)).toEqual(['Density', 'Biology 1.7']);
    expect(user.desktopProducts.map((p) => p.Name)).toEqual(['Biology 1.7']);
  });

  it('is proxying only when the tab proxies this user (issue 12)', () => {
    expect(toSessionUser(base, { blsupport: false }, now).isProxying).toBe(false);
    const proxied = toSessionUser(base, { blsupport: false, proxying: true }, now);
    expect(proxied.isProxying).toBe(true);
    expect(proxied.isBlSupportUser).toBe(false);
  });

  it('makes the blsupport claim a support user with beta features', () => {
    const user = toSessionUser({ ...base, roles: [] }, { blsupport: true }, now);
    expect(user).toMatchObject({
      role: 'Student',
      userType: 2,
      isBlSupportUser: true,
      betaTester: true,
    });
  });

  it('names staff by their role and carries the spec 1 §3 user fields', () => {
    const support = toSessionUser(
      {
        ...base,
        roles: [{ RoleId: 7, RoleName: 'BL Support', InstitutionId: 1, Status: 'Active' }],
      },
      { blsupport: true },
      now,
    );
    expect(support.roleName).toBe('BL Support');
    expect(support.role).toBe('Student');
    expect(toSessionUser({ ...base, roles: [] }, {}, now).roleName).toBe('Student');
    const ta = toSessionUser(
      {
        ...base,
        user: { ...base.user, campus: 'North', school: 'Riverside', state: 'Ohio', region: 1 },
        roles: [
          { RoleId: 5, RoleName: 'Student', InstitutionId: 1, Status: 'Active' },
          { RoleId: 4, RoleName: 'Teaching Assistant', InstitutionId: 1, Status: 'Active' },
        ],
        taClasses: [4, 9],
      },
      {},
      now,
    );
    expect(ta).toMatchObject({
      roleName: 'Teaching Assistant',
      campus: 'North',
      school: 'Riverside',
      state: 'Ohio',
      region: 1,
      taClasses: [4, 9],
      fromLti: false,
      wsId: null,
      isProxying: false,
      unavailable: [],
    });
    // A TA record left behind after the TA role went names no class.
    expect(toSessionUser({ ...base, taClasses: [4] }, {}, now).taClasses).toEqual([]);
  });

  it('treats a TA whose last group is gone as a student, unless that could not be checked', () => {
    const taRoles = [
      { RoleId: 5, RoleName: 'Student', InstitutionId: 1, Status: 'Active' },
      { RoleId: 4, RoleName: 'Teaching Assistant', InstitutionId: 1, Status: 'Active' },
    ];
    const idle = toSessionUser({ ...base, roles: taRoles, taClasses: [] }, {}, now);
    expect(idle).toMatchObject({
      isTA: false,
      isStudent: true,
      role: 'Student',
      roleName: 'Student',
    });
    const unknown = toSessionUser(
      { ...base, roles: taRoles, taClasses: [], unavailable: ['taClasses'] },
      {},
      now,
    );
    expect(unknown.isTA).toBe(true);
  });

  it('finds desktop-only users', () => {
    const user = toSessionUser({ ...base, bundleProducts: { 10: [biologyDesktop] } }, {}, now);
    expect(isDesktopOnly(user)).toBe(true);
  });
});

describe('isTeacherMode', () => {
  it('is on for instructors and TAs outside student view only', () => {
    expect(isTeacherMode({ isInstructor: true, isTA: false }, false)).toBe(true);
    expect(isTeacherMode({ isInstructor: false, isTA: true }, false)).toBe(true);
    expect(isTeacherMode({ isInstructor: true, isTA: false }, true)).toBe(false);
    expect(isTeacherMode({ isInstructor: false, isTA: false }, false)).toBe(false);
  });
});
