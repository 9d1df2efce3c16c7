// Client build: ts-loader, content-hashed and code-split chunks, each route lazy-loaded.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const widgetConfig = require('./webpack.widget');

/**
 * What the service worker precaches, the app's shell: the start-up scripts (the `main` entry's chunks), the offline
 * page and what it shows, the icons and the manifest. The other chunks are cached as the app loads them (the
 * language's texts, each screen), so a phone does not download every screen at install.
 */
function isShellAsset({ asset, compilation }) {
  const startUp = compilation.entrypoints.get('main').getFiles();
  return startUp.includes(asset.name) || /^(offline\.(html|js)|manifest\.webmanifest|favicon\.svg|icons\/[\w-]+\.png)$/.test(asset.name);
}

// Injected at build time; the client throws a clear error at start when API_BASE_URL is missing.
const CLIENT_ENV = ['API_BASE_URL', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_URL'];

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  // `--env floor` builds bench:bundle's floor page into dist-floor/ with the same chunking.
  const floor = Boolean(env && env.floor);
  const apiPort = process.env.PORT || '8080';
  const app = {
    name: 'app',
    mode: production ? 'production' : 'development',
    entry: { main: floor ? './bench/floor/index.tsx' : './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, floor ? 'dist-floor' : 'dist'),
      publicPath: '/',
      // Eight hex digits tell versions apart for caching; the runtime lists every chunk's, so longer ones cost bytes.
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // The widget (webpack.widget.js), the drawn screens' module (for Node) and the drawn pages' first script are built
      // beside the app.
      clean: { keep: /^(widget|server|first-screen)\// },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash][ext]' } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(CLIENT_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')])),
      ),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // The service worker (src/client/service-worker.ts) in production builds only: development serves files as they change.
      ...(production && !floor
        ? [new InjectManifest({ swSrc: './src/client/service-worker.ts', swDest: 'service-worker.js', include: [isShellAsset] })]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, MUI and Redux change rarely: a separate long-cached chunk, of what the first screen uses only
          // (the entry and the sign-in page, in one download that compresses better); a component only later
          // routes use (Stepper, Rating…) stays with those routes.
          framework: {
            chunks: (chunk) => chunk.canBeInitial() || chunk.name === 'login',
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@mui|@emotion|@reduxjs|react-redux|redux|redux-persist|immer|reselect)[\\/]/,
            name: 'framework',
            priority: 20,
          },
          // The identity SDK: needed at start to know who is signed in, cached on its own.
          firebase: { test: /[\\/]node_modules[\\/](firebase|@firebase|idb|tslib)[\\/]/, name: 'firebase', priority: 20 },
        },
      },
      runtimeChunk: 'single',
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      proxy: [
        { context: ['/api', '/socket.io'], target: `http://localhost:${apiPort}`, ws: true },
        // Review links (/r/<slug>, /r/unsubscribe/<token>), served by the API server; '/reviews/…' stays the app's.
        { context: (path) => path.startsWith('/r/'), target: `http://localhost:${apiPort}` },
      ],
    },
  };
  // The sign-in screen drawn at build time (src/client/app/first-screen-markup.tsx), for Node: scripts/first-screen.mjs
  // writes it into the page sent for /login. Same loaders and variables as the app, so it draws what the app draws.
  const firstScreen = {
    name: 'first-screen',
    mode: 'production',
    target: 'node',
    entry: { 'first-screen-markup': './src/client/app/first-screen-markup.tsx' },
    // In the build, where the server finds it (never served: plugins/spa.ts ignores server/).
    output: { path: path.resolve(__dirname, 'dist/server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: app.resolve,
    module: {
      rules: [
        app.module.rules[0],
        // The same file names as the app's, without writing the files again.
        { ...app.module.rules[1], generator: { ...app.module.rules[1].generator, emit: false } },
      ],
    },
    plugins: [app.plugins[0]],
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    performance: { hints: false },
  };
  // The one script of the page sent for /login (src/client/first-screen-start.ts): small, alone (no chunks, no runtime
  // shared with the app), as it runs before the app's scripts; scripts/first-screen.mjs names it in the page.
  const firstScreenStart = {
    name: 'first-screen-start',
    mode: 'production',
    entry: './src/client/first-screen-start.ts',
    // Its own folder, emptied at each build (the app's build keeps it).
    output: {
      path: path.resolve(__dirname, 'dist/first-screen'),
      publicPath: '/first-screen/',
      filename: 'start.[contenthash:8].js',
      iife: true,
      clean: true,
    },
    resolve: app.resolve,
    module: { rules: [app.module.rules[0]] },
    optimization: { splitChunks: false, runtimeChunk: false },
    devtool: false,
    performance: { hints: false },
  };
  // The reviews widget of owners' websites, built alone (no chunks, no runtime shared with the app).
  if (floor) return app;
  return production ? [app, widgetConfig(env, argv), firstScreen, firstScreenStart] : [app, widgetConfig(env, argv)];
};
