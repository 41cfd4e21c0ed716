import * as client from 'openid-client';
import { PWA_CLIENT_ID, PWA_SCOPES } from '@server/plugins/oidc/clients';
import { CookieJar, browse, follow } from './browserless';

/**
 * Signs in over HTTP as the portal does (code flow with PKCE, the login form), against a server
 * at `origin` in another process: the access token a tab would hold.
 */
export async function signInOverHttp(
  origin: string,
  login: string,
  password: string,
): Promise<string> {
  const config = await client.discovery(
    new URL(`${origin}/auth`),
    PWA_CLIENT_ID,
    undefined,
    client.None(),
    { execute: [client.allowInsecureRequests] },
  );
  const jar = new CookieJar();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${origin}/callback.html`,
    scope: PWA_SCOPES.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const { url: loginUrl } = await follow(jar, url.toString(), origin);
  const posted = await browse(jar, `${loginUrl}/login`, {
    method: 'POST',
    form: { login, password },
  });
  if (posted.status !== 303) throw new Error(`sign-in answered ${posted.status}`);
  const { url: callbackUrl } = await follow(
    jar,
    new URL(posted.headers.get('location')!, origin).toString(),
    `${origin}/auth`,
  );
  const tokens = await client.authorizationCodeGrant(config, new URL(callbackUrl), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.access_token;
}
