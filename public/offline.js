/* global clearTimeout, document, fetch, localStorage, location, navigator, setTimeout, window */
// The offline page's language and theme, as the app would show them; then a reload as soon as the app's server answers again.
(function () {
  'use strict';
  var LANGUAGES = ['fr', 'en', 'es'];

  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // The language chosen in the app (i18nextLng), else the browser's, else French.
  function language() {
    var candidates = [stored('i18nextLng')].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < candidates.length; i += 1) {
      var code = String(candidates[i] || '')
        .slice(0, 2)
        .toLowerCase();
      if (LANGUAGES.indexOf(code) !== -1) return code;
    }
    return 'fr';
  }

  // The theme chosen in Settings → Appearance (redux-persist keeps each field as JSON text), else the system's.
  function themeMode() {
    try {
      return JSON.parse(JSON.parse(stored('settings')).themeMode);
    } catch {
      return 'system';
    }
  }

  var mode = themeMode();
  if (mode === 'light' || mode === 'dark') document.documentElement.setAttribute('data-theme', mode);

  var chosen = language();
  document.documentElement.lang = chosen;
  document.querySelectorAll('section[lang]').forEach(function (section) {
    section.hidden = section.lang !== chosen;
    if (section.lang === chosen) document.title = section.getAttribute('data-title');
  });

  // Back to the app once its server answers: asked at once, when the browser says the network is back, and every few
  // seconds (the network may come back after the event, only the server may have been unreachable, and a browser that
  // never saw a network keeps saying it is offline).
  var RETRY_MS = 5000;
  var retry = null;
  function reloadWhenReachable() {
    clearTimeout(retry);
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      function (answer) {
        if (answer.ok) location.reload();
        else retry = setTimeout(reloadWhenReachable, RETRY_MS);
      },
      function () {
        retry = setTimeout(reloadWhenReachable, RETRY_MS);
      },
    );
  }
  window.addEventListener('online', reloadWhenReachable);
  reloadWhenReachable();
})();
