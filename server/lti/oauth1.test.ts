import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import OAuth from 'oauth-1.0a';
import { describe, expect, it } from 'vitest';
import {
  baseStringUri,
  normalizeParameters,
  percentEncode,
  signForm,
  signRequest,
  signatureBaseString,
  verifySignature,
} from './oauth1';

/** `ims-lti` (CommonJS, no types): the independent LTI 1.1 verifier. */
interface ImsProvider {
  valid_request(
    req: unknown,
    body: Record<string, unknown>,
    callback: (err: Error | null, valid: boolean) => void,
  ): void;
}
const require = createRequire(import.meta.url);
const ims = require('ims-lti') as {
  Provider: new (key: string, secret: string) => ImsProvider;
};

/** The oauth_* fields oauth-1.0a adds (its answer also repeats the data and the query). */
const oauthFields = (authorized: object) =>
  Object.fromEntries(
    Object.entries(authorized)
      .filter(([k]) => k.startsWith('oauth_'))
      .map(([k, v]) => [k, String(v)]),
  );

/** Asks ims-lti whether a form posted to `url` is a valid launch. */
function imsValid(url: string, body: Record<string, string>, key: string, secret: string) {
  const u = new URL(url);
  const req = {
    url: u.pathname + u.search,
    method: 'POST',
    protocol: u.protocol.replace(':', ''),
    headers: { host: u.host },
    body,
  };
  const provider = new ims.Provider(key, secret);
  return new Promise<{ valid: boolean; error: string | null }>((resolve) => {
    provider.valid_request(req, { ...body }, (err, valid) =>
      resolve({ valid, error: err ? err.message : null }),
    );
  });
}

const twitter = {
  url: 'https://api.twitter.com/1/statuses/update.json?include_entities=true',
  consumer: {
    key: 'xvz1evFS4wEEPTGEFPHBog',
    secret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
  },
  token: {
    key: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    secret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  },
  params: {
    status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
    oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
    oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: '1318622958',
    oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    oauth_version: '1.0',
  },
};

describe('OAuth 1.0a HMAC-SHA1 (RFC 5849)', () => {
  it('percent-encodes RFC 3986 style', () => {
    expect(percentEncode('Ladies + Gentlemen')).toBe('Ladies%20%2B%20Gentlemen');
    expect(percentEncode("An encoded string!*'()")).toBe('An%20encoded%20string%21%2A%27%28%29');
    expect(percentEncode('-._~azAZ09')).toBe('-._~azAZ09');
    expect(percentEncode('é☃')).toBe('%C3%A9%E2%98%83');
  });

  it('normalizes the URI: lower-case scheme and host, default ports dropped', () => {
    expect(baseStringUri('HTTP://Example.COM:80/r%20v/X?id=123')).toBe(
      'http://example.com/r%20v/X',
    );
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe(
      'https://www.example.net:8080/',
    );
    expect(baseStringUri('https://example.com:443/a')).toBe('https://example.com/a');
  });

  it('sorts encoded parameters by name, then value (RFC 5849 3.4.1.3.2)', () => {
    expect(
      normalizeParameters('http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b', {
        c2: '',
        a3: '2 q',
        oauth_consumer_key: '9djdj82h48djs9d2',
        oauth_token: 'kkk9d7dh3k39sjv7',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '137131201',
        oauth_nonce: '7d8f3e4a',
        oauth_signature: 'ignored',
      }),
    ).toBe(
      'a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7',
    );
  });

  it('signs OAuth Core 1.0 Appendix A.5 to tR3+Ty81lMeYAr/Fid0kMTYa/WM=', () => {
    const params = {
      oauth_consumer_key: 'dpf43f3p2l4k3l03',
      oauth_token: 'nnch734d00sl2jdk',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '1191242096',
      oauth_nonce: 'kllo9940pd9333jh',
      oauth_version: '1.0',
    };
    const url = 'http://photos.example.net/photos?file=vacation.jpg&size=original';
    expect(signatureBaseString('GET', url, params)).toBe(
      'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3Dkllo9940pd9333jh%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1191242096%26oauth_token%3Dnnch734d00sl2jdk%26oauth_version%3D1.0%26size%3Doriginal',
    );
    // The key of A.5.2: kd94hf93k423kf44&pfkkdhi9sl3r4s00 (consumer secret & token secret).
    const signature = signRequest('GET', url, params, 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00');
    expect(signature).toBe('tR3+Ty81lMeYAr/Fid0kMTYa/WM=');
    expect(
      verifySignature(
        'GET',
        url,
        { ...params, oauth_signature: signature },
        'kd94hf93k423kf44',
        'pfkkdhi9sl3r4s00',
      ),
    ).toBe(true);
  });

  it("signs the oauth-1.0a package's Twitter sample to tnnArxj06cWHq44gCs1OSKk/jLY=", () => {
    expect(
      signRequest(
        'POST',
        twitter.url,
        twitter.params,
        twitter.consumer.secret,
        twitter.token.secret,
      ),
    ).toBe('tnnArxj06cWHq44gCs1OSKk/jLY=');
  });

  it('agrees with the independent oauth-1.0a signer', () => {
    const oauth = new OAuth({
      consumer: twitter.consumer,
      signature_method: 'HMAC-SHA1',
      hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
    });
    const cases: Array<{ url: string; data: Record<string, string> }> = [
      { url: twitter.url, data: { status: twitter.params.status } },
      {
        url: 'http://localhost:8080/worksheets-site/lti/launch',
        data: {
          lti_message_type: 'basic-lti-launch-request',
          lis_person_name_full: "Ana López (O'Brien) *test* ~ 100%",
          custom_view: 'teachview',
          empty: '',
        },
      },
    ];
    for (const { url, data } of cases) {
      // authorize() adds the query's parameters to the data object it is given: give it a copy.
      const authorized = oauth.authorize({ url, method: 'POST', data: { ...data } }, twitter.token);
      const params = { ...data, ...oauthFields(authorized) };
      const ours = signRequest('POST', url, params, twitter.consumer.secret, twitter.token.secret);
      expect(ours).toBe(authorized.oauth_signature);
      expect(
        verifySignature('POST', url, params, twitter.consumer.secret, twitter.token.secret),
      ).toBe(true);
    }
  });

  it('signs launches the independent ims-lti verifier accepts, and it refuses a changed one', async () => {
    const url = 'http://localhost:4182/worksheets-site/lti/launch';
    const form = signForm(
      {
        lti_message_type: 'basic-lti-launch-request',
        lti_version: 'LTI-1p0',
        resource_link_id: 'course-7',
        user_id: '9f0c3c7e-4a55-4b1e-9a7f-5c3b3b8f0a11',
        roles: 'Learner',
        lis_person_name_given: 'Ana',
        lis_person_name_family: 'López',
        lis_person_name_full: 'Ana López',
        custom_view: 'assessment',
      },
      { url, consumerKey: 'lab-portal', consumerSecret: 's3cret' },
    );
    expect(await imsValid(url, form, 'lab-portal', 's3cret')).toEqual({ valid: true, error: null });
    expect(verifySignature('POST', url, form, 's3cret')).toBe(true);

    const changed = { ...form, roles: 'Instructor' };
    expect((await imsValid(url, changed, 'lab-portal', 's3cret')).valid).toBe(false);
    expect(verifySignature('POST', url, changed, 's3cret')).toBe(false);
    expect(verifySignature('POST', url, form, 'other')).toBe(false);
    expect(
      verifySignature('POST', 'http://localhost:4183/worksheets-site/lti/launch', form, 's3cret'),
    ).toBe(false);
    expect(verifySignature('POST', url, { ...form, oauth_signature: '' }, 's3cret')).toBe(false);
  });

  it('signs repeated names and a query the way ims-lti verifies them', async () => {
    const url = 'http://lms.example.edu/launch?x=1&x=0';
    const form = {
      ...signForm(
        {
          lti_message_type: 'basic-lti-launch-request',
          lti_version: 'LTI-1p0',
          resource_link_id: 'r',
        },
        { url, consumerKey: 'k', consumerSecret: 'secret' },
      ),
    };
    const withArray = { ...form, a: ['2', '1'] };
    const signature = signRequest('POST', url, withArray, 'secret');
    const body = { ...withArray, oauth_signature: signature } as unknown as Record<string, string>;
    expect(await imsValid(url, body, 'k', 'secret')).toEqual({ valid: true, error: null });
    expect(verifySignature('POST', url, body, 'secret')).toBe(true);
  });
});
