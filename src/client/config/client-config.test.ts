import { MissingConfigError, readClientConfig } from './client-config';

const complete = {
  API_BASE_URL: 'http://localhost:8080/api/',
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'demo-bonavis.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'demo-bonavis',
  FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
};

describe('readClientConfig', () => {
  it('reads the API base URL without its trailing slash', () => {
    expect(readClientConfig(complete).apiBaseUrl).toBe('http://localhost:8080/api');
  });

  it.each([undefined, '', '   '])('throws a clear error when API_BASE_URL is %p', (value) => {
    const read = () => readClientConfig({ ...complete, API_BASE_URL: value });
    expect(read).toThrow(MissingConfigError);
    expect(read).toThrow('Bonavis cannot start: API_BASE_URL is missing from the build configuration (see .env.example).');
  });

  it('treats the auth emulator as optional', () => {
    expect(readClientConfig({ ...complete, FIREBASE_AUTH_EMULATOR_URL: undefined }).firebase.authEmulatorUrl).toBeNull();
  });
});
