// The build injects these through DefinePlugin; tests get the local defaults.
process.env.API_BASE_URL = 'http://localhost:8080/api';
process.env.FIREBASE_API_KEY = 'demo-key';
process.env.FIREBASE_AUTH_DOMAIN = 'demo-bonavis.firebaseapp.com';
process.env.FIREBASE_PROJECT_ID = 'demo-bonavis';
process.env.FIREBASE_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
