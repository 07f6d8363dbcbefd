import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/asyncapi', import.meta.url));

describe('AsyncAPI channels on pages (frontmatter asyncapi:) in a built site', () => {
  let tmp: string;
  let result: BuildResult;
  const html = (file: string) => readFile(join(tmp, 'out', file), 'utf8');
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-asyncapi-'));
    await cp(FIXTURE, join(tmp, 'docs'), { recursive: true });
    result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: false, offline: true });
  }, 60_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('builds; a channel that does not exist is a warning naming the channels there are', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual(['content/asyncapi-not-found events/missing.mdx']);
    expect(result.diagnostics[0]!.hint).toBe('channels: userSignedUp');
  });

  it('3.x: the channel of api.asyncapi by name: address, parameters, the send operation, headers, payload ($ref) and example', async () => {
    const page = await html('events/user-signed-up/index.html');
    expect(page).toContain('Sent after sign-up.');
    expect(page).toContain('<span class="api-method api-method-channel">CHANNEL</span> <code class="api-url"><span class="api-path">users/{userId}/signedup</span>');
    expect(page).toContain('<p>A user finished <strong>signing up</strong>.</p>');
    expect(page).toMatch(/data-name="userId">.*The user&#39;s id\./s);
    expect(page).toMatch(/<section class="asyncapi-operation" data-action="send" data-operation="sendUserSignedUp"><h2><span class="api-method api-method-send">SEND<\/span> Announce a new user<\/h2>/);
    expect(page).toMatch(/<h4>User signed up <code class="api-media-type">application\/json<\/code><\/h4>/);
    expect(page).toMatch(/asyncapi-headers.*data-name="traceId"/s);
    expect(page).toMatch(/asyncapi-payload.*data-schema="User".*data-name="id".*api-required.*data-name="email".*string&lt;email&gt;/s);
    expect(page).toContain('&quot;email&quot;: &quot;ada@example.com&quot;');
  });

  it('lists the servers a channel is reachable on: protocol, URL as written, variables, security', async () => {
    const text = (await html('events/user-signed-up/index.html')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Servers production kafka 3.5 {region}.broker.example.com:9092 The production cluster.');
    expect(text).toContain('{region} Default: eu Allowed values: eu , us — Where the cluster runs.');
    expect(text).toContain('Authorization: saslScram');
    const chat = (await html('events/chat/index.html')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(chat).toContain('Servers chat wss wss://chat.example.com/v1');
  });

  it('2.x, named with its file: subscribe is what the application sends, publish what it receives; external $refs resolve', async () => {
    const page = await html('events/chat/index.html');
    expect(page).toMatch(/data-action="send" data-operation="receiveChat">.*data-message="ChatMessage".*data-schema="ChatMessage".*The room&#39;s name\./s);
    expect(page).toMatch(/data-action="receive" data-operation="postChat">.*data-message="PostMessage".*data-name="text"/s);
  });

  it('the WebSocket playground: left out without a ws/wss server and by frontmatter playground: none', async () => {
    const signedUp = await html('events/user-signed-up/index.html');
    expect(signedUp).toContain('kafka');
    expect(signedUp).not.toContain('ws-playground');
    expect(await html('events/chat/index.html')).not.toContain('ws-playground');
  });
});
