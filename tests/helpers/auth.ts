import type { FastifyInstance } from 'fastify';
import { PWA_CLIENT_ID, PWA_SCOPES } from '@server/plugins/oidc/clients';
// Brings the `app.oidc` declaration into this project.
import type {} from '@server/plugins/oidc/plugin';

/**
 * A real access token from the app's own identity provider, as if `userId` had signed in to the
 * portal (the sign-in flow itself is tested in tests/integration/identity.test.ts).
 */
export async function accessTokenFor(
  app: FastifyInstance,
  userId: string,
  scopes: readonly string[] = PWA_SCOPES,
): Promise<string> {
  const { provider } = app.oidc;
  const client = await provider.Client.find(PWA_CLIENT_ID);
  if (!client) throw new Error('The portal client is not registered');
  const scope = scopes.join(' ');
  const grant = new provider.Grant({ accountId: userId, clientId: PWA_CLIENT_ID });
  grant.addOIDCScope(scope);
  const grantId = await grant.save();
  const token = new provider.AccessToken({
    accountId: userId,
    client,
    grantId,
    scope,
    gty: 'authorization_code',
  });
  return token.save();
}
