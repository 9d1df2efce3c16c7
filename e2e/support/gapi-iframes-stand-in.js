/*
 * A stand-in for https://apis.google.com/js/api.js, served by the browser tests in place of
 * Google's script, which this offline machine cannot reach. Firebase's popup sign-in and the
 * Auth emulator's iframe only use `gapi.iframes` to exchange messages between the app page
 * and the emulator iframe; this does that with postMessage, nothing more.
 */
(() => {
  const CALL = 'gapi-stand-in:call';
  const REPLY = 'gapi-stand-in:reply';
  const READY = 'gapi-stand-in:ready';
  let nextId = 0;
  const readyFrames = new Set();
  let readyWaiters = [];

  window.addEventListener('message', (event) => {
    if (event.data?.kind !== READY) return;
    readyFrames.add(event.source);
    readyWaiters = readyWaiters.filter((waiter) => (waiter.frame() === event.source ? void waiter.resolve() : true));
  });

  /** One side of a conversation with another window; calls wait until their handler is registered. */
  class Channel {
    handlers = {};
    queued = {};
    pending = {};

    constructor(target) {
      this.target = target;
      window.addEventListener('message', (event) => {
        const data = event.data;
        if (!data || event.source !== this.target()) return;
        if (data.kind === CALL) this.receive(data, event.source);
        if (data.kind === REPLY && this.pending[data.id]) {
          this.pending[data.id](data.result);
          delete this.pending[data.id];
        }
      });
    }

    receive(call, source) {
      const handler = this.handlers[call.type];
      if (!handler) {
        (this.queued[call.type] ??= []).push([call, source]);
        return;
      }
      Promise.resolve(handler(call.payload)).then((result) => source.postMessage({ kind: REPLY, id: call.id, result: [result] }, '*'));
    }

    register(type, handler) {
      this.handlers[type] = handler;
      for (const [call, source] of this.queued[type] ?? []) this.receive(call, source);
      delete this.queued[type];
    }

    send(type, payload, callback = () => {}) {
      const id = ++nextId;
      this.pending[id] = callback;
      this.target().postMessage({ kind: CALL, id, type, payload }, '*');
    }

    restyle() {
      return Promise.resolve();
    }
  }

  function openIframe(options, opened) {
    const element = document.createElement('iframe');
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      if (name === 'style') Object.assign(element.style, value);
      else element.setAttribute(name, value);
    }
    element.src = options.url;
    options.where.appendChild(element);
    const frame = () => element.contentWindow;
    const channel = new Channel(frame);
    channel.ping = (callback) =>
      new Promise((resolve) => {
        const done = () => {
          callback?.();
          resolve();
        };
        if (readyFrames.has(frame())) done();
        else readyWaiters.push({ frame, resolve: done });
      });
    return opened(channel);
  }

  const context = { open: openIframe, getParentIframe: () => new Channel(() => window.parent) };

  window.gapi = {
    load: (_name, options) => setTimeout(() => (typeof options === 'function' ? options : options.callback)()),
    iframes: { Iframe: function Iframe() {}, CROSS_ORIGIN_IFRAMES_FILTER: () => true, getContext: () => context },
  };

  if (window.parent !== window) window.parent.postMessage({ kind: READY }, '*');
  const onload = /[?&]onload=([\w$]+)/.exec(document.currentScript?.src ?? '')?.[1];
  setTimeout(() => (onload ? window[onload] : window.gapi_onload)?.());
})();
