/** Real tokens for a list of users: the provider's sign-in over HTTP, a few at a time. */
import { signInOverHttp } from '../../tests/helpers/sign-in';
import { LOAD_PASSWORD } from './servers';

export async function runLoadSignIns(
  origin: string,
  people: readonly { username: string }[],
  concurrency = 8,
): Promise<string[]> {
  const tokens: string[] = new Array<string>(people.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < people.length) {
        const i = next++;
        tokens[i] = await signInOverHttp(origin, people[i]!.username, LOAD_PASSWORD);
      }
    }),
  );
  return tokens;
}
