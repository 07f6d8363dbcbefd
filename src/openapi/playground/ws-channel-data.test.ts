import { describe, expect, it } from 'vitest';
import { asyncApiChannels } from '../asyncapi/asyncapi-model.js';
import { renderChannel } from '../asyncapi/render-asyncapi-page.js';
import { wsChannelData, wsUrl } from './ws-channel-data.js';

const v2 = {
  asyncapi: '2.6.0',
  servers: {
    public: { url: 'wss://stream.example.com/{version}', protocol: 'wss', variables: { version: { enum: ['v1', 'v2'] } }, security: [{ apiKey: [] }, { oauth: ['read'] }] },
    plain: { url: 'stream.example.com:8080', protocol: 'ws' },
    mqtt: { url: 'mqtt.example.com', protocol: 'mqtt' },
  },
  channels: {
    'rooms/{room}': {
      parameters: { room: { schema: { type: 'string', default: 'main' } } },
      servers: ['public', 'mqtt'],
      subscribe: { message: { name: 'Event', payload: { type: 'object', properties: { id: { type: 'integer' } } } } },
      publish: { message: { name: 'Hello', examples: [{ payload: { hello: 'world' } }] } },
    },
    open: { subscribe: { message: { name: 'Tick', payload: { type: 'string' } } } },
  },
  components: {
    securitySchemes: {
      apiKey: { type: 'httpApiKey', in: 'query', name: 'key' },
      oauth: { type: 'oauth2', flows: {} },
    },
  },
};
const channel = (name: string) => asyncApiChannels(v2).find((c) => c.id === name)!;

describe('wsChannelData', () => {
  it('keeps the ws/wss servers a channel names, with their variables and query API keys', () => {
    const data = wsChannelData(v2, channel('rooms/{room}'))!;
    expect(data.servers).toEqual([{ name: 'public', url: 'wss://stream.example.com/{version}', variables: [{ name: 'version', default: 'v1', enum: ['v1', 'v2'] }] }]);
    expect(data.query).toEqual([{ name: 'key', required: true, scheme: 'apiKey' }]);
    expect(data.unsent).toEqual(['oauth (oauth2)']);
  });

  it('adds the protocol to a 2.x url without a scheme', () => {
    expect(wsChannelData(v2, channel('open'))!.servers.map((s) => s.url)).toEqual(['wss://stream.example.com/{version}', 'ws://stream.example.com:8080']);
  });

  it('lists the messages a client sends first, each with its example or one from the schema', () => {
    const data = wsChannelData(v2, channel('rooms/{room}'))!;
    expect(data.messages.map((m) => [m.name, JSON.parse(m.example)])).toEqual([
      ['Hello', { hello: 'world' }],
      ['Event', { id: 123 }],
    ]);
  });

  it('builds the URL from variables, parameters and query values, defaults for the empty ones', () => {
    const data = wsChannelData(v2, channel('rooms/{room}'))!;
    expect(wsUrl(data, { serverIndex: 0, variables: {}, parameters: {}, query: {} })).toBe('wss://stream.example.com/v1/rooms/main');
    expect(wsUrl(data, { serverIndex: 0, variables: { version: 'v2' }, parameters: { room: 'a b' }, query: { key: 'k&1' } })).toBe('wss://stream.example.com/v2/rooms/a%20b?key=k%261');
  });

  it('is absent without a WebSocket server and with display none; simple with display simple', () => {
    const doc = { ...v2, servers: { mqtt: v2.servers.mqtt } };
    expect(wsChannelData(doc, channel('open'))).toBeUndefined();
    expect(wsChannelData(v2, channel('open'), { display: 'simple' })?.display).toBe('simple');
    expect(wsChannelData(v2, channel('open'), { display: 'none' })).toBeUndefined();
  });
});

describe('renderChannel with the playground', () => {
  const api = { id: 'streams.yaml', version: '2.6.0', document: v2 };
  it('renders Connect and the URL, and nothing with display none', () => {
    const html = renderChannel(api, channel('rooms/{room}'));
    expect(html).toContain('<code class="ws-url">wss://stream.example.com/v1/rooms/main</code>');
    expect(html).toContain('class="pg-send ws-connect" disabled>Connect</button>');
    expect(renderChannel(api, channel('rooms/{room}'), undefined, { display: 'none' })).not.toContain('ws-playground');
    const simple = renderChannel(api, channel('rooms/{room}'), undefined, { display: 'simple' });
    expect(simple).toContain('ws-playground');
    expect(simple).not.toContain('ws-connect');
  });
});
