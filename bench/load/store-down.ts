export function storeDownDrill(_options: { students: number; minutes: number }): Promise<boolean> {
  return Promise.resolve(false);
}
