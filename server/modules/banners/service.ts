import type { FastifyRequest } from 'fastify';
import { RoleId } from '@common/domain/roles';
import type { AdminBanner, Banner, BannerInput } from '@common/schemas/banners';
import type { Db } from '../../db/client';
import type { Audit } from '../../plugins/audit';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

/** Who manages banners: Administrator (1), Admin (11) and BL Support (7). */
export const BANNER_ADMIN_ROLES = [RoleId.Administrator, RoleId.Admin, RoleId.BlSupport] as const;

export const BANNER_MESSAGES = {
  notAllowed: 'Only administrators and support staff manage banners.',
  notFound: 'This banner does not exist.',
} as const;

/** Fields compared for the audit row of an update (names only, never values). */
const AUDITED_FIELDS = [
  'list',
  'lang',
  'page',
  'title',
  'description',
  'url',
  'urlText',
  'color',
  'videoInfo',
  'showFrom',
  'showUntil',
] as const;

export function toBanner(row: repo.BannerRow): Banner {
  return {
    id: row.id,
    lang: row.lang,
    page: row.page,
    title: row.title,
    description: row.description,
    url: row.url,
    urlText: row.urlText,
    color: row.color,
    videoInfo: row.videoInfo.map((video) => ({ text: video.text, url: video.url })),
  };
}

function toAdminBanner(row: repo.BannerRow): AdminBanner {
  return {
    ...toBanner(row),
    list: row.list,
    showFrom: row.showFrom?.toISOString() ?? null,
    showUntil: row.showUntil?.toISOString() ?? null,
    updatedOn: row.updatedOn.toISOString(),
  };
}

function toValues(input: BannerInput): repo.BannerValues {
  return {
    list: input.list,
    lang: input.lang,
    page: input.page,
    title: input.title,
    description: input.description,
    url: input.url,
    // Link text without a link means nothing.
    urlText: input.url ? input.urlText : null,
    color: input.color,
    videoInfo: input.videoInfo,
    showFrom: input.showFrom ? new Date(input.showFrom) : null,
    showUntil: input.showUntil ? new Date(input.showUntil) : null,
  };
}

function changedFields(before: repo.BannerRow, after: repo.BannerValues): string[] {
  // jsonb does not keep key order, so videos are compared as [text, url] pairs.
  const comparable = (value: unknown) =>
    value instanceof Date
      ? value.getTime()
      : Array.isArray(value)
        ? JSON.stringify(
            value.map((video: repo.BannerRow['videoInfo'][number]) => [video.text, video.url]),
          )
        : JSON.stringify(value ?? null);
  return AUDITED_FIELDS.filter((field) => comparable(before[field]) !== comparable(after[field]));
}

/**
 * Banners (spec 2 §7, issue 12 §4): the public call answers the current ones of a list; the
 * administration checks the caller's roles first and records every change in the audit log, in
 * the same transaction.
 */
export function createBannersService(db: Db, audit: Audit, now: () => Date = () => new Date()) {
  async function requireBannerAdmin(request: FastifyRequest) {
    const auth = requireAuth(request);
    if (!(await repo.hasActiveRole(db, auth.userId, BANNER_ADMIN_ROLES))) {
      throw new HttpError(403, BANNER_MESSAGES.notAllowed);
    }
    return auth;
  }

  return {
    async current(list: number): Promise<Banner[]> {
      return (await repo.currentBanners(db, list, now())).map(toBanner);
    },

    async list(request: FastifyRequest): Promise<AdminBanner[]> {
      await requireBannerAdmin(request);
      return (await repo.allBanners(db)).map(toAdminBanner);
    },

    async create(request: FastifyRequest, input: BannerInput): Promise<AdminBanner> {
      const auth = await requireBannerAdmin(request);
      return db.transaction(async (tx) => {
        const row = await repo.insertBanner(tx, toValues(input));
        await audit.record(
          {
            actorUserId: auth.userId,
            action: 'admin.banner.create',
            details: { bannerId: row.id, list: row.list, lang: row.lang, page: row.page },
          },
          tx,
        );
        return toAdminBanner(row);
      });
    },

    async update(request: FastifyRequest, id: number, input: BannerInput): Promise<AdminBanner> {
      const auth = await requireBannerAdmin(request);
      return db.transaction(async (tx) => {
        const before = await repo.findBanner(tx, id);
        if (!before) throw new HttpError(404, BANNER_MESSAGES.notFound);
        const values = toValues(input);
        const row = await repo.updateBanner(tx, id, values);
        if (!row) throw new HttpError(404, BANNER_MESSAGES.notFound);
        await audit.record(
          {
            actorUserId: auth.userId,
            action: 'admin.banner.update',
            details: { bannerId: id, fields: changedFields(before, values) },
          },
          tx,
        );
        return toAdminBanner(row);
      });
    },

    async remove(request: FastifyRequest, id: number): Promise<void> {
      const auth = await requireBannerAdmin(request);
      await db.transaction(async (tx) => {
        const before = await repo.findBanner(tx, id);
        if (!before || !(await repo.deleteBanner(tx, id))) {
          throw new HttpError(404, BANNER_MESSAGES.notFound);
        }
        await audit.record(
          {
            actorUserId: auth.userId,
            action: 'admin.banner.delete',
            details: { bannerId: id, list: before.list, lang: before.lang, title: before.title },
          },
          tx,
        );
      });
    },
  };
}
