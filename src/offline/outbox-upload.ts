import type { OutboxRow } from './lab-book-db';
import { absolute, call, endpoint, isObject } from './outbox-http';
import { done, missing, settle, type OpContext, type OpOutcome } from './outbox-outcome';
import { uploadPayload } from './outbox-plan';
import { completeRows, UPLOAD_TRIES } from './outbox-state';

/**
 * A file's upload: `POST lab-book/upload-url`, then PUT of the blob to the signed address. The
 * blob stays on the device until the server has it (the entry naming the stored file is sent by
 * the row behind this one). An expired or refused address is asked for again.
 */
export async function uploadFile(ctx: OpContext, rows: OutboxRow[]): Promise<OpOutcome> {
  const row = rows[0] as OutboxRow;
  const { fileId } = uploadPayload(row);
  const file = await ctx.db.files.get(fileId);
  if (file?.fileName) {
    await completeRows(ctx.db, rows, { uploadedFileName: file.fileName });
    return done(rows);
  }
  if (!file) return missing('The file');
  const session = await ctx.db.sessions.get(row.sessionId);
  // An address the server gave earlier is reused until it expires (then a new one is asked for).
  let target =
    file.uploadURL && file.uploadFileName && (file.uploadExpiresAt ?? 0) > ctx.now() + 30_000
      ? { uploadURL: file.uploadURL, fileName: file.uploadFileName }
      : undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (!target) {
      const reply = await call(ctx, {
        method: 'POST',
        url: endpoint(ctx.endpoints.labbookApi, 'lab-book', 'upload-url'),
        // No Idempotency-Key: a replay must get a fresh address, not the expired one again.
        token: ctx.token,
        json: {
          contentType: file.contentType,
          key: file.id,
          name: file.name,
          ...(session ? { actor_id: session.actorId } : {}),
        },
        // Any JSON object is the server's answer (a captive portal's page is not JSON).
        isExpected: isObject,
      });
      if (reply.kind !== 'ok') return settle(reply);
      const data = reply.data as { uploadURL?: unknown; fileName?: unknown; expiresAt?: unknown };
      if (typeof data.uploadURL !== 'string' || typeof data.fileName !== 'string')
        return noUploadUrl(row);
      target = {
        uploadURL: absolute(data.uploadURL, ctx.endpoints.labbookApi),
        fileName: data.fileName,
      };
      await ctx.db.files.update(fileId, {
        uploadURL: target.uploadURL,
        uploadFileName: target.fileName,
        uploadExpiresAt: typeof data.expiresAt === 'number' ? data.expiresAt : ctx.now() + 60_000,
      });
    }
    // The signed address carries its own authorization: no bearer token to another host.
    const put = await call(ctx, {
      method: 'PUT',
      url: target.uploadURL,
      blob: file.blob,
      contentType: file.contentType,
      allowEmpty: true,
      isExpected: () => true,
    });
    if (put.kind === 'ok') {
      await completeRows(ctx.db, rows, { uploadedFileName: target.fileName });
      return done(rows);
    }
    const expired =
      put.kind === 'rejected' && [400, 403, 404, 410].includes(put.status) && attempt === 0;
    if (!expired) return settle(put);
    // An expired or refused address: forget it and ask for a new one.
    await ctx.db.files.update(fileId, {
      uploadURL: undefined,
      uploadFileName: undefined,
      uploadExpiresAt: undefined,
    });
    target = undefined;
  }
  return { kind: 'retry', scope: 'row', reason: 'The upload address was refused twice' };
}

export const NO_UPLOAD_URL = 'The server answered without an upload address (no-uploadUrl)';

/**
 * Spec 2 §8 "Missing upload URL: rejected with a no-uploadUrl error", after the 5 tries of an
 * upload-URL request: an error of the server, not a network in the way (nothing else waits).
 */
function noUploadUrl(row: OutboxRow): OpOutcome {
  if (row.attempts + 1 >= UPLOAD_TRIES)
    return { kind: 'rejected', status: 200, message: NO_UPLOAD_URL };
  return { kind: 'retry', scope: 'row', reason: NO_UPLOAD_URL };
}
