import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizeUrl, pkceChallenge, randomToken } from '../src/client/playground/oauth-authorize.js';
import { basicCredentials, readTokenResponse, tokenRequest } from '../src/client/playground/oauth-token.js';

const form = (text: string | undefined) => Object.fromEntries(new URLSearchParams(text));
const bodyText = (req: ReturnType<typeof tokenRequest>) => (req.body?.kind === 'urlencoded' ? req.body.text : undefined);

describe('tokenRequest', () => {
  it('authenticates a client with a secret by HTTP Basic, form-urlencoding both parts first (RFC 6749 §2.3.1)', () => {
    expect(basicCredentials('cli', 's3cret')).toBe(Buffer.from('cli:s3cret').toString('base64'));
    expect(Buffer.from(basicCredentials('a:b', 'p w+é'), 'base64').toString()).toBe('a%3Ab:p+w%2B%C3%A9');
    const req = tokenRequest('https://auth.example/token', { grant_type: 'client_credentials' }, { id: 'cli', secret: 's3cret', auth: 'basic' }, ['a', 'b']);
    expect(req.headers).toContainEqual(['Authorization', `Basic ${Buffer.from('cli:s3cret').toString('base64')}`]);
    expect(form(bodyText(req))).toEqual({ grant_type: 'client_credentials', scope: 'a b' });
  });

  it('puts both in the body when chosen, and only client_id for a public client', () => {
    const post = tokenRequest('https://auth.example/token', { grant_type: 'password', username: 'u', password: 'p' }, { id: 'cli', secret: 's', auth: 'body' }, []);
    expect(post.headers.some(([k]) => k === 'Authorization')).toBe(false);
    expect(form(bodyText(post))).toEqual({ grant_type: 'password', username: 'u', password: 'p', client_id: 'cli', client_secret: 's' });
    const pub = tokenRequest('https://auth.example/token', { grant_type: 'authorization_code', code: 'c' }, { id: 'spa', secret: '', auth: 'basic' }, []);
    expect(pub.headers.some(([k]) => k === 'Authorization')).toBe(false);
    expect(form(bodyText(pub))).toEqual({ grant_type: 'authorization_code', code: 'c', client_id: 'spa' });
  });

  it('reads the token or the error of the answer', () => {
    expect(readTokenResponse(200, '{"access_token":"t"}')).toEqual({ token: 't' });
    expect(readTokenResponse(400, '{"error":"invalid_grant","error_description":"bad code"}')).toEqual({ error: 'invalid_grant (bad code)' });
    expect(readTokenResponse(502, 'Bad gateway')).toEqual({ error: 'HTTP 502: Bad gateway' });
  });
});

describe('authorization requests', () => {
  it('derive the S256 challenge of a verifier as RFC 7636 appendix B does', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    const verifier = randomToken();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await pkceChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('add their parameters to the authorization URL', () => {
    const url = new URL(authorizeUrl('https://auth.example/authorize?audience=api', { responseType: 'code', clientId: 'spa', redirectUri: 'https://docs.example/_quire/oauth-callback.html', scopes: ['read', 'write'], state: 'st', challenge: 'ch' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      audience: 'api',
      response_type: 'code',
      client_id: 'spa',
      redirect_uri: 'https://docs.example/_quire/oauth-callback.html',
      scope: 'read write',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });
});
