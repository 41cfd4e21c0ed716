import { z } from 'zod';
import { HttpError } from '../../plugins/errors';

/**
 * The opaque `exclusiveStartKey` / `LastEvaluatedKey` of paginated reads: base64url JSON of the
 * last item's (open, id). Checked on the way in; a key that does not decode is a 400.
 */
const keySchema = z.object({
  o: z.number().int().min(0).max(8_640_000_000_000_000),
  i: z.uuid(),
});

export interface StartKey {
  open: number;
  id: string;
}

export function encodeStartKey(key: StartKey): string {
  return Buffer.from(JSON.stringify({ o: key.open, i: key.id })).toString('base64url');
}

export function decodeStartKey(text: string): StartKey {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
    const parsed = keySchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { open: parsed.o, id: parsed.i.toLowerCase() };
  } catch {
    throw new HttpError(
      400,
      'exclusiveStartKey is not a key this server made; pass back LastEvaluatedKey unchanged.',
    );
  }
}
