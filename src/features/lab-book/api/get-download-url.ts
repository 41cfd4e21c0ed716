import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { downloadUrlSchema } from '@common/schemas/lab-book';
import { saveAddress } from '@/lib/save-file';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

/** POST {labbookApi}/lab-book/download-url {fileName}: a signed, expiring address of a file. */
export function getDownloadUrl({ api, config }: ApiContext, fileName: string): Promise<string> {
  return api
    .request(serviceUrl(config.services.labbookApi, 'lab-book', 'download-url'), {
      store: 'labBook',
      method: 'POST',
      body: { fileName },
      parse: (data) => downloadUrlSchema.parse(data),
    })
    .then((answer) => answer.downloadURL);
}

/**
 * Opens a stored file (type 10 entries) as a download: the server names it as it was named on
 * the student's device (Content-Disposition). No tab is opened, so none is left empty.
 */
export function useOpenFile() {
  const ctx = useServices();
  return useMutation({
    mutationFn: async (fileName: string) => saveAddress(await getDownloadUrl(ctx, fileName)),
    // A signed URL needs the server: never queue this while offline.
    networkMode: 'online',
  });
}

/** The address of a stored image, renewed before it expires. */
export function getDownloadUrlQueryOptions(ctx: ApiContext, fileName: string) {
  return queryOptions({
    queryKey: labBookQueries.downloadUrl(fileName),
    queryFn: () => getDownloadUrl(ctx, fileName),
    // Signed addresses expire: never persisted for long, refreshed after a few minutes.
    staleTime: 4 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export function useDownloadUrl(fileName: string | undefined) {
  return useQuery({
    ...getDownloadUrlQueryOptions(useServices(), fileName ?? ''),
    enabled: Boolean(fileName),
  });
}
