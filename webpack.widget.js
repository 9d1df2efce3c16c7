// The reviews widget for owners' websites (src/widget/v1.ts): one small script, no runtime, no chunks, no React,
// built apart from the app into dist/widget/v1.js, which the server sends at /widget/v1.js (budget: 8 KB gzip).
const path = require('node:path');

module.exports = (_env, argv = {}) => ({
  name: 'widget',
  mode: argv.mode === 'development' ? 'development' : 'production',
  entry: './src/widget/v1.ts',
  target: ['web', 'es2019'],
  output: { path: path.resolve(__dirname, 'dist/widget'), filename: 'v1.js', iife: true, clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { noEmit: false, target: 'ES2019', sourceMap: false } },
        },
      },
    ],
  },
  devtool: false,
  performance: { hints: false },
});
