import { useEffect, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { referencedFiles, replaceFileImages, withImageSource } from '@common/domain/stored-files';
import { useServices } from '@/lib/services';
import { getDownloadUrlQueryOptions } from './api/get-download-url';
import { useLabBookDevice } from './device';
import { PDF_PENDING } from './pdf-html';

/** Shown while an image's address is asked for; the PDF export waits for it to go. */
const PENDING = `<span ${PDF_PENDING} aria-hidden="true" style="display:inline-block;width:160px;height:96px;border-radius:4px;background:var(--mantine-color-default-hover)"></span>`;

/**
 * A note's HTML (already sanitized) with its inline images shown: from the copy on this device
 * until the upload is done (also offline), then from the stored file's signed address.
 */
export function useInlineImages(html: string | null): string | null {
  const { db } = useLabBookDevice();
  const services = useServices();
  const references = useMemo(() => (html ? referencedFiles(html) : []), [html]);
  const ids = references.map((reference) => reference.fileId).join(',');
  const local = useLiveQuery(
    async () => (ids ? (await db.files.bulkGet(ids.split(','))).filter((file) => !!file) : []),
    [db, ids],
  );
  const localUrls = useMemo(
    () => new Map((local ?? []).map((file) => [file.id, URL.createObjectURL(file.blob)])),
    [local],
  );
  // Revoked a little later: a shown image keeps its pixels, and a remount still finds them.
  useEffect(
    () => () => {
      const urls = [...localUrls.values()];
      setTimeout(() => urls.forEach((url) => URL.revokeObjectURL(url)), 30_000);
    },
    [localUrls],
  );
  const remote = references.filter(
    (reference) => local !== undefined && !localUrls.has(reference.fileId),
  );
  const answers = useQueries({
    queries: remote.map((reference) => getDownloadUrlQueryOptions(services, reference.name)),
  });
  if (!html || references.length === 0) return html;
  const byName = new Map(remote.map((reference, index) => [reference.name, answers[index]]));
  return replaceFileImages(html, (reference, tag) => {
    const address = localUrls.get(reference.fileId) ?? byName.get(reference.name)?.data;
    if (address) return withImageSource(tag, address);
    // An address that cannot be had (no access, no network): the image's place stays empty.
    if (local !== undefined && byName.get(reference.name)?.isError)
      return tag.replace(/\ssrc="[^"]*"/, '');
    return PENDING;
  });
}
