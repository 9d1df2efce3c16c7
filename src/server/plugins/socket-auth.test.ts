import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildTestApp } from '../test-helpers';
import { signUpOwner } from '../test-emulator';

describe('realtime sockets and their token', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  const open = (token: string): Socket =>
    io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
  const refusal = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the socket connected')));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  it('refuses a handshake with an invalid token, or a tampered one', async () => {
    expect(await refusal(open('not-a-token'))).toBe('UNAUTHORIZED');
    const owner = await signUpOwner(app);
    const [header, payload] = owner.idToken.split('.');
    expect(await refusal(open(`${header}.${payload}.forged-signature`))).toBe('UNAUTHORIZED');
  });

  it('closes the socket when its token expires, as the server decides from the token itself', async () => {
    const owner = await signUpOwner(app);
    const verify = app.identity.verifyIdToken;
    // A token that lapses right after the handshake: the real check, with the expiry brought forward.
    app.identity.verifyIdToken = async (token) => ({ ...(await verify(token)), expiresAt: new Date(Date.now() + 100) });
    try {
      const socket = open(owner.idToken);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      expect(await closed).toBe('io server disconnect');
    } finally {
      app.identity.verifyIdToken = verify;
    }
  });
});
