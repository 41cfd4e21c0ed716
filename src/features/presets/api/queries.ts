/** Query keys of the presets area, from one factory (mutations invalidate `all`). */
export const presetQueries = {
  all: ['presets'] as const,
  list: (userId: string) => [...presetQueries.all, 'list', userId] as const,
  /** One preset by uuid (a shared link, the loader's preset): kept on the device once seen. */
  detail: (uuid: string) => [...presetQueries.all, 'detail', uuid] as const,
};
