import { io } from 'socket.io-client';
import { connectToApi, isAboutShownEstablishment } from './realtime-socket';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

/** A socket.io client socket whose server events the test plays. */
function fakeClientSocket() {
  const handlers = new Map<string, (payload: object) => void>();
  return {
    on: jest.fn((event: string, handler: (payload: object) => void) => handlers.set(event, handler)),
    io: { on: jest.fn(), opts: {} },
    active: true,
    connect: jest.fn(),
    disconnect: jest.fn(),
    serverSends: (event: string, payload: object) => handlers.get(event)?.(payload),
  };
}

const libraryLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectToApi', () => {
  beforeEach(() => jest.mocked(io).mockReset());

  it('connects to the API origin once the client library is there, with handlers registered before it came', async () => {
    const clientSocket = fakeClientSocket();
    jest.mocked(io).mockReturnValue(clientSocket as never);
    const socket = connectToApi('https://app.bonavis.fr/api')();
    const progress = jest.fn();
    socket.on('scrapeProgress', progress);

    await libraryLoaded();
    expect(io).toHaveBeenCalledWith('https://app.bonavis.fr', expect.objectContaining({ path: '/socket.io' }));
    clientSocket.serverSends('scrapeProgress', { percent: 40 });
    expect(progress).toHaveBeenCalledWith({ percent: 40 });

    const done = jest.fn();
    socket.on('scrapeDone', done);
    clientSocket.serverSends('scrapeDone', {});
    expect(done).toHaveBeenCalled();

    socket.disconnect();
    expect(clientSocket.disconnect).toHaveBeenCalled();
  });

  it('never opens a socket for a session that ended before the library came', async () => {
    connectToApi('https://app.bonavis.fr/api')().disconnect();
    await libraryLoaded();
    expect(io).not.toHaveBeenCalled();
  });
});

describe('isAboutShownEstablishment', () => {
  it.each([
    ['the establishment shown', { locationId: 7 }, 7, true],
    ['another establishment', { locationId: 8 }, 7, false],
    ['any, when none is chosen (the only one is shown)', { locationId: 8 }, null, true],
    ['any, before the settings are read', { locationId: 8 }, undefined, true],
    ['an event naming no establishment', {}, 7, true],
  ])('an event about %s is for the screens shown', (_case, payload, shownId, expected) => {
    expect(isAboutShownEstablishment(payload, shownId)).toBe(expected);
  });
});
